#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where another computer on the network reaches this one: the address `coop serve` prints
/// for pairing when it listens beyond this computer.
public enum LocalNetworkAddress {
    /// The IPv4 address of this computer's first network interface that is up and is not a
    /// loopback one (`192.168.1.20`), in the system's order; `nil` if there is none.
    public static func firstIPv4() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry?.pointee {
            defer { entry = current.ifa_next }
            let flags = Int32(bitPattern: UInt32(current.ifa_flags))
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let address = current.ifa_addr,
                address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [UInt8](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ip4 in
                var bytes = ip4.pointee.sin_addr
                return text.withUnsafeMutableBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { inet_ntop(AF_INET, &bytes, $0.baseAddress, socklen_t($0.count)) }
                }
            }
            if written != nil { return String(decoding: text.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return nil
    }

    /// Where a server listening on `host`:`port` is opened from another computer, without
    /// the final slash: `http://192.168.1.20:8080`. For every interface (`0.0.0.0`, `::`) it
    /// is `lanAddress` (this computer's first IPv4 address), or `host` itself when there is
    /// none; an IPv6 address is put in brackets.
    public static func base(host: String, port: UInt16, lanAddress: String?) -> String {
        let shown = Loopback.isEveryInterface(host) ? (lanAddress ?? host) : host
        let bracketed = shown.contains(":") && !shown.hasPrefix("[") ? "[\(shown)]" : shown
        return "http://\(bracketed):\(port)"
    }
}
