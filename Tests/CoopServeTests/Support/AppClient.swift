import CoopServe
import Foundation
import Testing

/// A browser's part in the coop app's tests: reads forms over HTTP, posts them back as a
/// browser would (`application/x-www-form-urlencoded`, with `Origin`), follows the 303.
struct AppClient {
    let running: RunningServer

    /// The origin a page of this server has.
    var origin: String { "http://127.0.0.1:\(running.port)" }

    /// The form secret the server puts in its forms.
    func secret() async throws -> String {
        let page = try #require(try await running.raw(target: "/add.html")).text
        return try #require(Self.value(of: "form-secret", in: page))
    }

    /// The value of the hidden field `name` in `page`.
    static func value(of name: String, in page: String) -> String? {
        guard let start = page.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    /// `fields` encoded as a browser encodes a form.
    static func encoded(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "*-._")
        func encode(_ text: String) -> String {
            (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
        }
        return fields.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
    }

    /// POSTs `fields` to `path`; `headers` replace the browser's usual `Origin`.
    func post(_ path: String, _ fields: [(String, String)], headers: String? = nil) async throws -> RawResponse {
        let body = Self.encoded(fields)
        let extra = headers ?? "Origin: \(origin)\r\nSec-Fetch-Site: same-origin\r\n"
        let request =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\(extra)Content-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        return try #require(
            try await running.raw(request), "POST \(path): the server closed the connection without answering (end of file before a byte)")
    }

    /// POSTs `fields` with the secret and, on a 303, reads the page it points at.
    func submit(_ path: String, _ fields: [(String, String)]) async throws -> (status: Int, page: String) {
        let response = try await post(path, [("form-secret", try await secret())] + fields)
        guard response.status == 303, let location = response.headers["location"] else { return (response.status, response.text) }
        let page = try #require(try await running.raw(target: location))
        return (page.status, page.text)
    }
}
