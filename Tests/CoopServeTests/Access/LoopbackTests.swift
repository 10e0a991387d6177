import CoopServe
import Testing

@Suite struct LoopbackTests {
    @Test(arguments: ["127.0.0.1", "127.255.255.254", "::1", "::ffff:127.0.0.1", "localhost", "LOCALHOST", "coop.localhost"])
    func onlyThisComputerCanReach(_ address: String) {
        #expect(Loopback.contains(address: address))
    }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.20", "128.0.0.1", "::2", "::ffff:10.0.0.1", "localhost.example.com", "example.com", ""])
    func otherComputersCanReach(_ address: String) {
        #expect(!Loopback.contains(address: address))
    }

    @Test func everyInterface() {
        #expect(Loopback.isEveryInterface("0.0.0.0") && Loopback.isEveryInterface("::"))
        #expect(!Loopback.isEveryInterface("127.0.0.1") && !Loopback.isEveryInterface("192.168.1.20"))
    }
}
