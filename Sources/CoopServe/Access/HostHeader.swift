#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A request's `Host` header, read strictly: a name or an IPv4 address, or an IPv6 address in
/// brackets, optionally followed by `:` and a port from 1 to 65535 (RFC 9110 §7.2, the
/// `uri-host [ ":" port ]` of RFC 3986 without the empty port). Anything else
/// (`localhost:1@evil.example`, `localhost:`, `[::1`, `localhost:99999`, a bare `::1`) is no
/// host at all. No browser sends such a header; reading it loosely would let one whose
/// beginning looks like this computer pass the check of ``Loopback/names(thisComputer:)``.
struct HostHeader: Equatable {
    /// The host, lowercased, without the brackets of an IPv6 address or a name's final dot.
    let host: String
    /// The port, when the header names one.
    let port: UInt16?

    /// A host and port as given.
    init(host: String, port: UInt16?) {
        self.host = host
        self.port = port
    }

    /// Reads `header`, or returns `nil` when it is not a well-formed host and port.
    init?(_ header: String) {
        let text = Substring(header.lowercased())
        let hostPart: Substring
        let portPart: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            hostPart = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if after.isEmpty {
                portPart = nil
            } else {
                guard after.first == ":" else { return nil }
                portPart = after.dropFirst()
            }
            var address = in6_addr()
            guard inet_pton(AF_INET6, String(hostPart), &address) == 1 else { return nil }
        } else {
            let pieces = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            hostPart = pieces[0]
            portPart = pieces.count == 2 ? pieces[1] : nil
            guard !hostPart.isEmpty, hostPart.allSatisfy(Self.isNameCharacter) else { return nil }
        }
        if let portPart {
            guard let port = Self.port(portPart) else { return nil }
            self.port = port
        } else {
            self.port = nil
        }
        var name = hostPart
        if !text.hasPrefix("["), name.hasSuffix(".") { name = name.dropLast() }
        guard !name.isEmpty else { return nil }
        host = String(name)
    }

    /// Whether `character` may appear in a name or an IPv4 address: an ASCII letter or digit,
    /// `-`, `.` or `_`. (`@`, `/`, `%`, `:` and the rest may not.)
    private static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"): return true
        default: return false
        }
    }

    /// The port `text` names: one to five ASCII digits whose value is 1 to 65535.
    private static func port(_ text: Substring) -> UInt16? {
        guard (1...5).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
            let value = UInt16(text), value > 0
        else { return nil }
        return value
    }
}
