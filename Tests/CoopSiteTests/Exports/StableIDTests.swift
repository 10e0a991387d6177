import Testing

@testable import CoopSite

extension ExportsTests {
    /// The hash behind every UID and id: FNV-1a 64, the same everywhere and forever.
    @Suite struct StableIDTests {
        @Test func fnv1aMatchesThePublishedTestVectors() {
            #expect(StableID.hex(StableID.fnv1a64("")) == "cbf29ce484222325")
            #expect(StableID.hex(StableID.fnv1a64("a")) == "af63dc4c8601ec8c")
            #expect(StableID.hex(StableID.fnv1a64("foobar")) == "85944171f73967e8")
        }

        @Test func hexIsAlwaysSixteenDigits() {
            #expect(StableID.hex(0) == "0000000000000000")
            #expect(StableID.hex(0xab) == "00000000000000ab")
        }

        @Test func keysKeepTheirFieldsApart() {
            #expect(StableID.key("note", "a b", "c") != StableID.key("note", "a", "b c"))
            #expect(StableID.key("note", "2026-11-20", "Molt") == "note\u{0}2026-11-20\u{0}Molt")
        }

        @Test func uuidsAreVersion8WithTheRFCVariant() {
            // Worked out independently (Python) from the FNV-1a hashes of "1:feed\0Test Coop" and "2:feed\0Test Coop".
            #expect(StableID.uuid(StableID.key("feed", "Test Coop")) == "4f763f65-1596-8243-a5f3-057f9e478cfc")
            for key in ["", "a", "note\u{0}2026-11-20\u{0}Fence"] {
                let uuid = Array(StableID.uuid(key))
                #expect(uuid.count == 36 && uuid[8] == "-" && uuid[13] == "-" && uuid[18] == "-" && uuid[23] == "-")
                #expect(uuid[14] == "8" && "89ab".contains(uuid[19]), "\(String(uuid))")
            }
        }

        @Test func repeatedKeysAreNumberedInOrder() {
            var uniquer = StableID.Uniquer()
            #expect(uniquer.unique("a") == "a")
            #expect(uniquer.unique("b") == "b")
            #expect(uniquer.unique("a") == "a\u{0}2")
            #expect(uniquer.unique("a") == "a\u{0}3")
        }
    }
}
