import Testing

@testable import CoopServe

/// Reading a request head: the request line, the fields, and what is refused with which status.
@Suite struct HTTPRequestHeadTests {
    private func parse(_ text: String) throws(HTTPFailure) -> HTTPRequestHead {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { ArraySlice(Array($0.utf8)) }
        return try HTTPRequestHead.parse(lines: lines)
    }

    private func status(_ text: String) -> Int? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.status.code
        }
    }

    @Test func aRequestLineAndItsFields() throws {
        let head = try parse("GET /calendar/?since=3&x HTTP/1.1\nHost: 127.0.0.1:8080\nX-Empty:\nAccept:  text/html \t")
        #expect(head.method == "GET" && head.target == "/calendar/?since=3&x" && head.minorVersion == 1)
        #expect(head.path == "/calendar/")
        #expect(head.query("since") == "3" && head.query("x") == "" && head.query("y") == nil)
        #expect(head.field("host") == "127.0.0.1:8080" && head.field("HOST") == "127.0.0.1:8080")
        #expect(head.field("x-empty") == "" && head.field("accept") == "text/html")
        #expect(head.keepsAlive)
    }

    @Test func keepAliveFollowsTheVersionAndConnectionField() throws {
        #expect(try !parse("GET / HTTP/1.1\nConnection: keep-alive, Close").keepsAlive)
        #expect(try !parse("GET / HTTP/1.0").keepsAlive)
        #expect(try !parse("GET / HTTP/1.0\nConnection: keep-alive").keepsAlive)
        #expect(try parse("GET / HTTP/1.1\nConnection: keep-alive").keepsAlive)
    }

    @Test(arguments: [
        ("GET  / HTTP/1.1", 400),  // two spaces
        ("GET / HTTP/1.1 x", 400),  // four parts
        ("G\u{7F}T / HTTP/1.1", 400),  // a method that is not a token
        ("GET /a\u{1}b HTTP/1.1", 400),  // a control character in the target
        ("GET / HTTP/1.x", 400),
        ("GET / HTTP/2.0", 505),
        ("GET / HTTP/0.9", 505),
        ("GET / HTTP/1.1\nHost : x", 400),  // space before the colon
        ("GET / HTTP/1.1\n folded", 400),  // an obsolete folded line
        ("GET / HTTP/1.1\nNoColon", 400),
        ("GET / HTTP/1.1\nHost: a\nhost: a", 400),  // a second Host, even the same
        ("POST / HTTP/1.1\nContent-Length: 5\nContent-Length: 6", 400),  // two lengths
        ("POST / HTTP/1.1\nContent-Length: 5, 6", 400),  // two lengths in one field
    ])
    func refused(_ text: String, _ code: Int) {
        #expect(status(text) == code, "\(text)")
    }

    @Test(arguments: ["X: a\rb", "X: a\u{0}b", "X: \u{1B}[31m", "X: a\u{7F}", "X: a\u{0B}b"])
    func aControlCharacterInAFieldValueIsRefused(_ field: String) {
        #expect(status("GET / HTTP/1.1\n" + field) == 400, "\(field.unicodeScalars.map(\.value))")
    }

    @Test func aTabInAFieldValueIsKept() throws {
        #expect(try parse("GET / HTTP/1.1\nX: \ta\tb\t").field("x") == "a\tb")
    }

    @Test func spacesAreTrimmedAsBytesNotCharacters() throws {
        // A space and a combining mark after it are one character; the space is still trimmed.
        let value = try #require(try parse("GET / HTTP/1.1\nX: \u{301}a \u{301}").field("x"))
        #expect(Array(value.unicodeScalars) == ["\u{301}", "a", " ", "\u{301}"])
    }

    @Test func oneLengthWrittenTwiceIsOneLength() throws {
        #expect(try parse("POST / HTTP/1.1\nContent-Length: 5\nContent-Length: 5").field("content-length") == "5")
    }

    @Test func notUTF8IsRefused() {
        let lines = [ArraySlice(Array("GET /".utf8) + [0xFF] + Array(" HTTP/1.1".utf8))]
        #expect(throws: HTTPFailure(.badRequest)) { try HTTPRequestHead.parse(lines: lines) }
    }

    @Test func aHundredFieldsAreTheMost() throws {
        let fields = (0..<100).map { "X-\($0): \($0)" }.joined(separator: "\n")
        #expect(try parse("GET / HTTP/1.1\n" + fields).fields.count == 100)
        #expect(status("GET / HTTP/1.1\n" + fields + "\nX-100: 100") == 431)
    }

    @Test func aResponseSaysItsLengthAndWhetherTheConnectionCloses() {
        var response = HTTPResponse(status: .notFound, fields: [("Content-Type", "text/plain")], body: Array("no\n".utf8))
        #expect(
            String(decoding: response.bytes(keepAlive: true), as: UTF8.self)
                == "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nno\n")
        response.omitsBody = true
        #expect(
            String(decoding: response.bytes(keepAlive: false), as: UTF8.self)
                == "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 3\r\nConnection: close\r\n\r\n")
    }
}
