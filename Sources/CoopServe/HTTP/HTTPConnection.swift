import FlyingSocks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection: reads requests one after the other and answers each, until the
/// client asks to close, a request cannot be read, or the socket pool gives up waiting for
/// the client (``WaitBudgetPool``); ``HTTPListener`` then closes the socket.
///
/// What the client sends goes through an ``HTTPRequestReader``, which bounds it
/// (``HTTPLimits``): a refused request is answered with its status (414, 431, 413, 400, 501,
/// 505), then the connection is closed. A response with a body in parts (``HTTPBodyStream``)
/// is written part by part until it ends, and the connection closed after it.
struct HTTPConnection {
    /// What answers a request: the response's bytes, head and body, without the
    /// `Connection` field, which the connection adds.
    typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// How many bytes to ask the socket for at a time.
    static let readSize = 16 * 1024

    let socket: AsyncSocket
    let handler: Handler

    /// Serves requests until the connection should end; never throws. The caller closes the socket.
    func run() async {
        var reader = HTTPRequestReader()
        while true {
            switch reader.next() {
            case .needsMore:
                do {
                    reader.append(try await socket.read(atMost: Self.readSize))
                } catch {
                    return  // the client went away, or waited too long
                }
            case .failure(let failure):
                await send(HTTPResponse.plain(failure.status, "\(failure.status.code) \(failure.status.reason)\n"), keepAlive: false)
                return
            case .request(let request):
                let response = await handler(request)
                let keepAlive = request.head.keepsAlive && response.stream == nil
                guard await send(response, keepAlive: keepAlive) else { return }
                if let stream = response.stream, !response.omitsBody {
                    try? await stream.produce { part in try await sendPart(part) }
                }
                guard keepAlive else { return }
            }
        }
    }

    /// Writes `response` (its head alone if it is a stream); whether it went out.
    @discardableResult
    private func send(_ response: HTTPResponse, keepAlive: Bool) async -> Bool {
        do {
            try await socket.write(Data(response.bytes(keepAlive: keepAlive)))
            return true
        } catch {
            return false
        }
    }

    /// Writes one part of a streamed body; throws if the client has closed its side of the
    /// connection (a client of a stream sends nothing more, so the end of its input is it
    /// leaving), or the write fails.
    private func sendPart(_ part: [UInt8]) async throws {
        var byte: UInt8 = 0
        if recv(socket.socket.file.rawValue, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0 { throw SocketError.disconnected }
        try await socket.write(Data(part))
    }
}
