import CoopTestSupport
import Testing

@testable import CoopServe

/// Reading requests out of bytes, with no socket: exact outcomes, whether the bytes come
/// whole, a byte at a time, or split anywhere.
@Suite struct HTTPRequestReaderTests {
    typealias Outcome = HTTPRequestReader.Outcome

    /// What `reader` gives for `bytes` fed in pieces ending at `cuts` (and the end): every
    /// request and the failure, in order. Checks, each time more is needed, that the reader
    /// holds no more than it may.
    static func read(_ bytes: [UInt8], cuts: [Int] = []) -> (outcomes: [Outcome], reader: HTTPRequestReader) {
        var reader = HTTPRequestReader()
        var outcomes: [Outcome] = []
        var from = 0
        for end in (cuts.filter { $0 > 0 && $0 < bytes.count }.sorted() + [bytes.count]) where end > from {
            reader.append(bytes[from..<end])
            from = end
            drain: while true {
                let outcome = reader.next()
                switch outcome {
                case .needsMore:
                    #expect(reader.heldBytes <= HTTPRequestReader.mostHeld)
                    break drain
                case .failure:
                    outcomes.append(outcome)
                    return (outcomes, reader)
                case .request:
                    outcomes.append(outcome)
                }
            }
        }
        return (outcomes, reader)
    }

    /// The outcomes for `text`, after checking they are the same fed whole, a byte at a time,
    /// and in random pieces.
    static func outcomes(_ text: String, _ sourceLocation: SourceLocation = #_sourceLocation) -> [Outcome] {
        outcomes(Array(text.utf8), sourceLocation)
    }

    static func outcomes(_ bytes: [UInt8], _ sourceLocation: SourceLocation = #_sourceLocation) -> [Outcome] {
        let whole = read(bytes).outcomes
        #expect(read(bytes, cuts: Array(0..<bytes.count)).outcomes == whole, "a byte at a time", sourceLocation: sourceLocation)
        var random = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<8 {
            let cuts = (0..<random.next(below: 6)).map { _ in random.next(below: bytes.count + 1) }
            #expect(read(bytes, cuts: cuts).outcomes == whole, "cut at \(cuts)", sourceLocation: sourceLocation)
        }
        return whole
    }

    /// A request as the reader gives it.
    static func request(_ head: String, body: String = "") -> Outcome {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map { ArraySlice(Array($0.utf8)) }
        return .request(HTTPRequest(head: try! HTTPRequestHead.parse(lines: lines), body: Array(body.utf8)))
    }

    static func failure(_ status: HTTPStatus) -> Outcome { .failure(HTTPFailure(status)) }

    @Test func aBodyOfALength() {
        let body = "secret=ab12&kind=eggs&date=2026-11-22&count=4&note=caf%C3%A9+au+lait"
        let head =
            "POST /__coop/save HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(body.utf8.count)"
        #expect(Self.outcomes(head + "\r\n\r\n" + body) == [Self.request(head, body: body)])
        // A length of 0, and the same length written twice, are fine.
        #expect(Self.outcomes("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n") == [Self.request("POST / HTTP/1.1\r\nContent-Length: 0")])
        let twice = "POST / HTTP/1.1\r\nContent-Length: 3, 3"
        #expect(Self.outcomes(twice + "\r\n\r\nabc") == [Self.request(twice, body: "abc")])
    }

    @Test func aBodyNotAllThereYetIsWaitedFor() {
        var reader = HTTPRequestReader()
        reader.append(Array("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n12345".utf8))
        #expect(reader.next() == .needsMore && reader.isInsideRequest)
        reader.append(Array("67890".utf8))
        #expect(reader.next() == Self.request("POST / HTTP/1.1\r\nContent-Length: 10", body: "1234567890"))
        #expect(reader.next() == .needsMore && !reader.isInsideRequest && reader.heldBytes == 0)
    }

    @Test func chunks() {
        let head = "POST /n HTTP/1.1\r\nTransfer-Encoding: chunked"
        let chunked =
            "7\r\nMozilla\r\n11;name=value\r\nDeveloper Network\r\nA \r\n in chunks\r\n0\r\nExpires: never\r\nX-Trailer: 1\r\n\r\n"
        #expect(Self.outcomes(head + "\r\n\r\n" + chunked) == [Self.request(head, body: "MozillaDeveloper Network in chunks")])
        // Line ends may be bare LFs, and the size upper case.
        #expect(Self.outcomes(head + "\n\n" + "1F\nabcdefghijklmnopqrstuvwxyz01234\n0\n\n").count == 1)
    }

    @Test func aBodyOverTheLimitIs413BeforeItIsRead() {
        let limit = HTTPLimits.body
        #expect(Self.outcomes("POST / HTTP/1.1\r\nContent-Length: \(limit + 1)\r\n\r\n") == [Self.failure(.contentTooLarge)])
        #expect(Self.outcomes("POST / HTTP/1.1\r\nContent-Length: 99999999999999999\r\n\r\n") == [Self.failure(.contentTooLarge)])
        // At the limit: read.
        let atLimit = Self.read(Array("POST / HTTP/1.1\r\nContent-Length: \(limit)\r\n\r\n".utf8) + Array(repeating: 0x61, count: limit))
        #expect(atLimit.outcomes.count == 1 && atLimit.reader.heldBytes == 0)
        // In chunks: at the chunk whose size passes the limit, before its data.
        let head = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        let half = String(limit / 2, radix: 16)
        let first = half + "\r\n" + String(repeating: "a", count: limit / 2) + "\r\n"
        #expect(Self.outcomes(head + first + String(limit / 2 + 1, radix: 16) + "\r\n") == [Self.failure(.contentTooLarge)])
        #expect(Self.outcomes(head + first + half + "\r\n" + String(repeating: "b", count: limit / 2) + "\r\n0\r\n\r\n").count == 1)
        #expect(Self.outcomes(head + "fffffffffffffff\r\n") == [Self.failure(.contentTooLarge)])
    }

    @Test func twoDifferentLengthsAre400() {
        #expect(Self.outcomes("POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef") == [Self.failure(.badRequest)])
        #expect(Self.outcomes("POST / HTTP/1.1\r\nContent-Length: 5, 6\r\n\r\nabcdef") == [Self.failure(.badRequest)])
    }

    @Test(arguments: [
        ("Content-Length: -1", 400), ("Content-Length: +5", 400), ("Content-Length: 0x10", 400), ("Content-Length: ", 400),
        ("Content-Length: 1234567890123456789", 400),  // 19 digits
        ("Content-Length: 5\r\nTransfer-Encoding: chunked", 400),  // both: a smuggling attempt
        ("Transfer-Encoding: gzip", 501), ("Transfer-Encoding: gzip, chunked", 501),
        ("Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked", 501),
    ])
    func framingRefused(_ field: String, _ code: Int) {
        let outcomes = Self.outcomes("POST / HTTP/1.1\r\n\(field)\r\n\r\nabcde")
        guard outcomes.count == 1, case .failure(let failure) = outcomes[0] else {
            Issue.record("\(field): \(outcomes)")
            return
        }
        #expect(failure.status.code == code, "\(field)")
    }

    @Test(arguments: [
        "-1\r\n", "+5\r\n", "0x5\r\n", " 5\r\n", "5 x\r\n", "\r\n", "g\r\n", "1234567890abcdef\r\n",  // sizes
        "3\r\nabcX\r\n", "3\r\nabc\r\r\n",  // no line end right after the data
        "3\r\nabc\r\n0\r\n" + String(repeating: "T", count: 1025) + "\r\n",  // a trailer line too long
        String(repeating: "0", count: 1025) + "\r\n",  // a size line too long
    ])
    func badChunksAre400(_ chunks: String) {
        #expect(Self.outcomes("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks) == [Self.failure(.badRequest)], "\(chunks)")
    }

    @Test func aChunkLineTooLongIsRefusedBeforeItsEnd() {
        let head = Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        let line = Array(repeating: UInt8(ascii: "0"), count: HTTPLimits.chunkLine)
        #expect(Self.read(head + line + [0x0D]).outcomes.isEmpty)
        #expect(Self.read(head + line + [0x30]).outcomes == [Self.failure(.badRequest)])
    }

    @Test func aHundredTrailersAreTheMost() {
        let head = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
        let trailers = String(repeating: "X: 1\r\n", count: 100)
        #expect(Self.outcomes(head + trailers + "\r\n").count == 1)
        #expect(Self.outcomes(head + trailers + "X: 1\r\n\r\n") == [Self.failure(.fieldsTooLarge)])
    }

    @Test func pipelinedRequests() {
        let text =
            "GET /a HTTP/1.1\r\nHost: h\r\n\r\nPOST /b HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"
            + "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nde\r\n0\r\n\r\nGET /d HTTP/1.0\r\n\r\nGET /e HT"
        let (outcomes, reader) = Self.read(Array(text.utf8))
        #expect(
            outcomes == [
                Self.request("GET /a HTTP/1.1\r\nHost: h"), Self.request("POST /b HTTP/1.1\r\nContent-Length: 3", body: "abc"),
                Self.request("POST /c HTTP/1.1\r\nTransfer-Encoding: chunked", body: "de"), Self.request("GET /d HTTP/1.0"),
            ])
        #expect(reader.isInsideRequest && reader.heldBytes == "GET /e HT".utf8.count)
        #expect(Self.outcomes(text) == outcomes)
    }

    @Test func emptyLinesBeforeARequestAreSkippedUpToALimit() {
        #expect(Self.outcomes("\r\n\n\r\nGET / HTTP/1.1\r\n\r\n") == [Self.request("GET / HTTP/1.1")])
        var reader = HTTPRequestReader()
        reader.append(Array("\r\n\r\n\r".utf8))
        #expect(reader.next() == .needsMore && !reader.isInsideRequest)
        let many = String(repeating: "\r\n", count: HTTPLimits.requestLine / 2)
        #expect(Self.read(Array((many + "GET / HTTP/1.1\r\n\r\n").utf8)).outcomes.count == 1)
        #expect(Self.read(Array((many + "\nGET / HTTP/1.1\r\n\r\n").utf8)).outcomes == [Self.failure(.badRequest)])
    }

    @Test func theRequestLineLimitIsExactAndKnownAsSoonAsPassed() {
        let prefix = "GET /"
        let suffix = " HTTP/1.1"
        let longest = prefix + String(repeating: "a", count: HTTPLimits.requestLine - prefix.count - suffix.count) + suffix
        #expect(Self.outcomes(longest + "\r\n\r\n").count == 1)
        let tooLong = prefix + String(repeating: "a", count: HTTPLimits.requestLine - prefix.count - suffix.count + 1) + suffix
        #expect(Self.outcomes(tooLong + "\r\n\r\n") == [Self.failure(.uriTooLong)])
        // Known without the line's end: a CR may still be part of it, a byte more may not.
        let start = Array(longest.utf8)
        #expect(Self.read(start + [0x0D]).outcomes.isEmpty)
        #expect(Self.read(start + [0x61]).outcomes == [Self.failure(.uriTooLong)])
    }

    @Test func theHeadLimitIsExactAndKnownAsSoonAsPassed() {
        let line = "GET / HTTP/1.1\r\n"
        let value = HTTPLimits.head - line.utf8.count - "X: \r\n".utf8.count
        let largest = line + "X: " + String(repeating: "v", count: value) + "\r\n"
        #expect(largest.utf8.count == HTTPLimits.head)
        #expect(Self.outcomes(largest + "\r\n").count == 1)
        let tooLarge = line + "X: " + String(repeating: "v", count: value + 1) + "\r\n"
        #expect(Self.outcomes(tooLarge + "\r\n") == [Self.failure(.fieldsTooLarge)])
        // Without the field's line end: known to be too large once even a bare LF could not
        // make it fit.
        #expect(Self.read(Array((line + "X: " + String(repeating: "v", count: value + 1)).utf8)).outcomes.isEmpty)
        #expect(
            Self.read(Array((line + "X: " + String(repeating: "v", count: value + 2)).utf8)).outcomes == [Self.failure(.fieldsTooLarge)])
        // At the limit, a CR may be the empty line's: more is needed.
        #expect(Self.read(Array((largest + "\r").utf8)).outcomes.isEmpty)
        let fields = (0..<100).map { "X-\($0): \($0)\r\n" }.joined()
        #expect(Self.outcomes(line + fields + "\r\n").count == 1)
        #expect(Self.outcomes(line + fields + "X-100: 100\r\n\r\n") == [Self.failure(.fieldsTooLarge)])
    }

    @Test func aFailureEndsReading() {
        var reader = HTTPRequestReader()
        reader.append(Array("GET / HTTP/2.0\r\n\r\nGET / HTTP/1.1\r\n\r\n".utf8))
        #expect(reader.next() == Self.failure(.versionNotSupported))
        reader.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        #expect(reader.next() == Self.failure(.versionNotSupported) && reader.heldBytes == 0)
    }

    @Test func randomSplitsOfManyRequestsGiveTheSameOutcomes() {
        var random = SplitMix64(seed: 15)
        let pieces = [
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "POST /x HTTP/1.1\r\nContent-Length: 4\r\n\r\nab\r\n",
            "POST /y HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n\n\r\n3;x\r\n\r\n\r\r\n0\r\nT: 1\r\n\r\n", "\r\n",
            "HEAD /z?q=1 HTTP/1.0\nConnection: close\n\n",
        ]
        for _ in 0..<20 {
            let text = (0..<8).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            #expect(Self.outcomes(text).count == text.components(separatedBy: "HTTP/1.").count - 1)
        }
    }
}
