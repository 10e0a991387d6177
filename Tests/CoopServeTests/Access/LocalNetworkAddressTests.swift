import CoopServe
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address printed for pairing: this computer's on the network when listening on every interface.
@Suite struct LocalNetworkAddressTests {
    @Test func everyInterfaceIsShownAsThisComputersAddressOnTheNetwork() {
        #expect(LocalNetworkAddress.base(host: "0.0.0.0", port: 8080, lanAddress: "192.168.1.20") == "http://192.168.1.20:8080")
        #expect(LocalNetworkAddress.base(host: "::", port: 8080, lanAddress: "192.168.1.20") == "http://192.168.1.20:8080")
        // Without one, the address listened on.
        #expect(LocalNetworkAddress.base(host: "0.0.0.0", port: 8080, lanAddress: nil) == "http://0.0.0.0:8080")
        #expect(LocalNetworkAddress.base(host: "::", port: 80, lanAddress: nil) == "http://[::]:80")
    }

    @Test func oneAddressIsShownAsItIs() {
        #expect(LocalNetworkAddress.base(host: "192.168.1.5", port: 8080, lanAddress: "192.168.1.20") == "http://192.168.1.5:8080")
        #expect(LocalNetworkAddress.base(host: "fd00::5", port: 8080, lanAddress: "192.168.1.20") == "http://[fd00::5]:8080")
        #expect(LocalNetworkAddress.base(host: "127.0.0.1", port: 8080, lanAddress: nil) == "http://127.0.0.1:8080")
        #expect(LocalNetworkAddress.base(host: "::1", port: 8080, lanAddress: nil) == "http://[::1]:8080")
        #expect(LocalNetworkAddress.base(host: "localhost", port: 8080, lanAddress: nil) == "http://localhost:8080")
    }

    @Test func thisComputersAddressIsAnIPv4AddressOtherComputersReach() {
        // The machine running the tests may have no network: then there is none to check.
        guard let address = LocalNetworkAddress.firstIPv4() else { return }
        var parsed = in_addr()
        #expect(inet_pton(AF_INET, address, &parsed) == 1, "\(address)")
        #expect(!Loopback.contains(address: address), "\(address)")
    }
}
