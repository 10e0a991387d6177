import CoopRecordsTestSupport
import CoopServe
import CoopSite
import CoopTestSupport
import CoopValues
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server on a free port for a content folder of its own.
final class RunningServer: @unchecked Sendable {
    let content: TemporaryFolder
    let server: SiteServer
    let port: UInt16

    /// A server for `files`; `today` is its clock's day, asked at every look of its watcher
    /// (a test moves it to see the server follow).
    convenience init(
        files: [String: String], access: ServeAccess? = nil, limits: ServeLimits = ServeLimits(),
        today: @escaping @Sendable () -> CivilDate = { testToday }
    ) async throws {
        try await self.init(content: TemporaryFolder(files: files), access: access, limits: limits, today: today)
    }

    /// A server for the content folder `content` (another server's, to start it again).
    init(
        content: TemporaryFolder, access: ServeAccess? = nil, limits: ServeLimits = ServeLimits(),
        today: @escaping @Sendable () -> CivilDate = { testToday }
    ) async throws {
        self.content = content
        let path = content.path
        server = try SiteServer(
            host: "127.0.0.1", port: 0, watching: [path], access: access, limits: limits, log: { _ in },
            options: {
                SiteOptions(content: path, output: "", today: today())
            })
        port = try await server.start()
    }

    func get(_ path: String) async throws -> (status: Int, body: String) {
        let url = URL(string: "http://127.0.0.1:\(port)\(path)")!
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Sends `bytes` exactly as given on a connection of its own and reads one response
    /// (`nil`: the server closed the connection without answering).
    func raw(_ bytes: [UInt8], toHead: Bool = false) async throws -> RawResponse? {
        let port = port
        return try await RawHTTPConnection.run {
            let connection = try RawHTTPConnection(port: port)
            try? connection.send(bytes)
            return try connection.readResponse(toHead: toHead)
        }
    }

    /// Sends `request` exactly as written and reads one response.
    func raw(_ request: String, toHead: Bool = false) async throws -> RawResponse? {
        try await raw(Array(request.utf8), toHead: toHead)
    }

    /// A `method` request for `target`, written into the request line as it is.
    func raw(_ method: String = "GET", target: String, headers: String = "Host: 127.0.0.1\r\n") async throws -> RawResponse? {
        try await raw("\(method) \(target) HTTP/1.1\r\n\(headers)Connection: close\r\n\r\n", toHead: method == "HEAD")
    }

    /// Waits for a build after `version` (``HangGuard``: a guard against hanging, not a timing check).
    func waitForBuild(after version: Int) async throws {
        let rebuilt = try await HangGuard.waitUntil(every: .milliseconds(50)) { server.version > version }
        #expect(rebuilt, "no rebuild within \(Int(HangGuard.limit)) s")
    }
}
