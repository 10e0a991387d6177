#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The addresses and names of this computer that no other computer can reach.
///
/// `coop serve` listens on 127.0.0.1 unless told otherwise. While it listens on such an
/// address it also answers only requests addressed to this computer by name (`Host:
/// localhost`, `127.0.0.1`, `[::1]`, any port): otherwise a web page from elsewhere could
/// point a name of its own at 127.0.0.1 and read the preview as its own ("DNS rebinding").
public enum Loopback {
    /// Whether `address` (an address to listen on, or `localhost`) is reachable from this
    /// computer only: `localhost`, 127.0.0.0/8, `::1`, or `::ffff:127.x.x.x`.
    public static func contains(address: String) -> Bool {
        let lowered = address.lowercased()
        if lowered == "localhost" || lowered.hasSuffix(".localhost") { return true }
        var ip4 = in_addr()
        if inet_pton(AF_INET, lowered, &ip4) == 1 {
            return UInt32(bigEndian: ip4.s_addr) >> 24 == 127
        }
        var ip6 = in6_addr()
        guard inet_pton(AF_INET6, lowered, &ip6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: ip6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        let isMapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
        return isMapped && bytes[12] == 127
    }

    /// Whether `address` means every interface (`0.0.0.0`, `::`).
    public static func isEveryInterface(_ address: String) -> Bool {
        address == "0.0.0.0" || address == "::" || address == "[::]"
    }

    /// Whether a request carrying the `Host` header `header` names this computer: a
    /// well-formed host and port (``HostHeader``) whose host is one of this computer's names.
    /// A request without one (HTTP/1.0) is answered: browsers always send it.
    static func names(thisComputer header: String?) -> Bool {
        guard let header else { return true }
        guard let host = HostHeader(header) else { return false }
        return contains(address: host.host)
    }
}
