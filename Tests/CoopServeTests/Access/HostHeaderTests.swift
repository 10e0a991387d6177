import Testing

@testable import CoopServe

/// `Host` headers read strictly: a host, or a host and a port from 1 to 65535.
@Suite struct HostHeaderTests {
    @Test func wellFormedHostsAndPorts() {
        #expect(HostHeader("localhost") == HostHeader(host: "localhost", port: nil))
        #expect(HostHeader("LocalHost:8080") == HostHeader(host: "localhost", port: 8080))
        #expect(HostHeader("localhost.:1") == HostHeader(host: "localhost", port: 1))
        #expect(HostHeader("127.0.0.1:65535") == HostHeader(host: "127.0.0.1", port: 65535))
        #expect(HostHeader("[::1]") == HostHeader(host: "::1", port: nil))
        #expect(HostHeader("[::1]:8080") == HostHeader(host: "::1", port: 8080))
        #expect(HostHeader("[::FFFF:127.0.0.1]:80") == HostHeader(host: "::ffff:127.0.0.1", port: 80))
        #expect(HostHeader("coop_box.localhost") == HostHeader(host: "coop_box.localhost", port: nil))
    }

    @Test(arguments: [
        "localhost:1@evil.example", "localhost:", "localhost:0", "localhost:65536", "localhost:99999",
        "localhost:080080", "localhost:+80", "localhost:8 0", "localhost:８０", "localhost:1:2", "[::1", "[::1]x",
        "[::1]:", "[::1]:1@evil.example", "[localhost]:80", "[]", "::1", "", ".", ":80", "local host",
        "localhost/evil", "evil.example@localhost", "localhost%00", "[::1%lo]:80", "localhost\u{00E9}",
    ])
    func malformedHeadersAreNoHost(_ header: String) {
        #expect(HostHeader(header) == nil, "\(header)")
    }

    @Test(arguments: ["localhost:1@evil.example", "localhost:", "[::1", "localhost:99999", "[::1]]:80", "127.0.0.1:80:80"])
    func malformedHeadersDoNotNameThisComputer(_ header: String) {
        #expect(!Loopback.names(thisComputer: header))
    }
}
