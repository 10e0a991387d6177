import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Whatever the bytes, reading content gives diagnostics, never a crash or a hang.
@Suite struct MutationTests {
    @Test func randomEditsOfRealFilesNeverCrash() throws {
        let root = repositoryRoot + "/content/"
        let names = ["hens/henrietta.yaml", "kinds.yaml", "people.yaml", "deliveries.yaml"]
        let originals = try names.map { name in try #require(TemporaryFolder.readFile(root + name)) }
        let eggs = try #require(TemporaryFolder.readFile(root + "eggs/2026.yaml")).prefix(2000)
        let specials = Array("{}[]:,-'\"#&*!|>%@`\t\n\r ..0123456789é".utf8) + [0x00, 0xFF, 0xC3, 0xEF, 0xBB, 0xBF]
        var random = SplitMix64(seed: 2026)
        for round in 0..<300 {
            var files = Array(zip(names, originals)) + [("eggs/2026.yaml", Array(eggs))]
            let target = Int(random.next() % UInt64(files.count))
            var bytes = files[target].1
            for _ in 0..<(1 + Int(random.next() % 4)) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] = specials[Int(random.next() % UInt64(specials.count))]
                case 1: bytes.insert(specials[Int(random.next() % UInt64(specials.count))], at: at)
                case 2: bytes.remove(at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
                }
            }
            files[target].1 = bytes
            let folder = TemporaryFolder()
            for (name, content) in files { folder.write(name, bytes: content) }
            let loaded = ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
                #expect(diagnostic.location == nil || diagnostic.location?.line ?? 0 >= 1, "round \(round)")
            }
        }
    }

    @Test func aPipeNamedLikeAnEggFileIsRefusedNotWaitedOn() {
        let folder = TemporaryFolder()
        folder.write("coop.yaml", "title: x\n")
        #expect(mkfifo(folder.url("eggs.yaml"), 0o600) == 0)
        let loaded = ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(
            describe(loaded.diagnostics) == [
                "error: 'content/eggs.yaml' is not a regular file (a pipe, socket or device); Coop Count only reads files [unreadable]"
            ])
    }
}
