import FlyingSocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `coop serve` could not start listening, in plain words: the socket library's own
/// (`failed(type: "Bind", errno: 98, ...)`) names neither the problem nor what to do.
public enum ListenFailure {
    /// The message for `error`, thrown while starting to listen on `host`:`port`.
    public static func message(for error: any Error, host: String, port: UInt16) -> String {
        guard let socket = error as? SocketError, case .failed(let step, let code, let reason) = socket else {
            return "cannot listen on \(host):\(port): \(error)"
        }
        switch code {
        case EADDRINUSE:
            return "port \(port) is already in use on \(host): another program (perhaps another coop serve) listens there; "
                + "stop it, or pass another port, like --port \(port == 65535 ? 8080 : port + 1)"
        case EACCES:
            return "no permission to listen on port \(port) (ports below 1024 need administrator rights); pass a port like --port 8080"
        case EADDRNOTAVAIL:
            return "cannot listen on \(host): this computer has no such address; leave out --host, or give one of its addresses"
        default:
            return "cannot listen on \(host):\(port): \(reason.isEmpty ? step : reason)"
        }
    }
}
