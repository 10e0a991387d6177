@testable import CoopTemplate
import CoopTestSupport
import CoopValues
import Testing

/// Compiled templates saved by ``TemplateArchive`` come back rendering exactly as they did,
/// and only for the template files and schemas they were compiled from.
@Suite struct TemplateArchiveTests {
    /// A page using every operation, every filter and every kind of literal.
    static let everything = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
        <main c:fill="main" c:define="n 42; x 1.5; s 'hi'">
          <p>${n} ${x} ${s | default "none"} ${count | number} ${ratio | number 2} ${ratio | percent 1} ${day | date "EEEE d MMMM yyyy"}</p>
          <p>${day | iso} ${price | money} ${count | pluralize "egg"} ${hens | count | pluralize "hen" "hens"} ${nothing | default "none"}</p>
          <ul c:if="hens"><li c:each="hen in hens" c:attrs="class hen.breed; data-n loop.number; hidden hen.laying">${hen.name}</li></ul>
          <p c:unless="flag">not shown</p><a href="${link}">bad link</a><a href="hens/${first.url}?n=${count}">a hen</a>
          <figure c:html="chart">chart</figure><i c:include="#badge" c:with="label title"/>
          <span c:fragment="badge" class="b">${label}</span><b c:sample="">sample</b>
        </main>
        </html>
        """

    static let files = ["page.xhtml": Array(everything.utf8), "layout.xhtml": Array(TemplateMutationTests.layout.utf8)]

    static func compiled() throws -> CompiledTemplate {
        let library = TemplateLibrary(files: files)
        #expect(library.diagnostics.isEmpty)
        return try library.compile("page.xhtml", data: Fixture.page).get()
    }

    @Test func aTemplateComesBackRenderingTheSameBytes() throws {
        let template = try Self.compiled()
        let digest = TemplateLibrary.digest(of: Self.files)
        let bytes = TemplateArchive.archive([template], sourceDigest: digest)
        let restored = try #require(TemplateArchive.unarchive(bytes, sourceDigest: digest, schemas: ["page.xhtml": Fixture.page]))
        let again = try #require(restored["page.xhtml"])
        #expect(again.renderString(Fixture.data) == template.renderString(Fixture.data))
        #expect(again.renderString(Fixture.data) == """
            <!DOCTYPE html>
            <html lang="en">
            <head><title>Maple &lt;Street&gt; &amp; "Co"</title><style>p { color: red }</style></head>
            <body><main>
            <p>42 1.50 hi 12,345 0.46 45.7% Sunday 22 November 2026</p>
            <p>2026-11-22 $1,234.56 12,345 eggs 3 hens none</p>
            <ul><li class="Leghorn" data-n="1" hidden>Pearl</li><li data-n="2">Dot</li><li class="Marans" data-n="3" hidden>Ada</li></ul>
            <a href="#">bad link</a><a href="hens/?n=12345">a hen</a>
            <figure><svg><rect/></svg></figure><span class="b">Maple &lt;Street&gt; &amp; "Co"</span>
            </main><footer>12,345</footer></body>
            </html>

            """)
        // Written again, the restored template gives the same archive: nothing was lost.
        #expect(TemplateArchive.archive([again], sourceDigest: digest) == bytes)
    }

    @Test func otherTemplateFilesAreNotServedFromTheArchive() throws {
        let bytes = TemplateArchive.archive([try Self.compiled()], sourceDigest: TemplateLibrary.digest(of: Self.files))
        var edited = Self.files
        edited["layout.xhtml"]?.append(0x0A)
        #expect(TemplateLibrary.digest(of: edited) != TemplateLibrary.digest(of: Self.files))
        #expect(TemplateArchive.unarchive(bytes, sourceDigest: TemplateLibrary.digest(of: edited), schemas: ["page.xhtml": Fixture.page]) == nil)
        // Files that are not templates do not count.
        var withCSS = Self.files
        withCSS["static/site.css"] = Array("p { color: red }".utf8)
        #expect(TemplateLibrary.digest(of: withCSS) == TemplateLibrary.digest(of: Self.files))
    }

    @Test func aChangedSchemaIsNotServedFromTheArchive() throws {
        let digest = TemplateLibrary.digest(of: Self.files)
        let bytes = TemplateArchive.archive([try Self.compiled()], sourceDigest: digest)
        // The same names, one field added at the front: every index after it moves.
        let moved = ObjectSchema("Page", [TemplateField("extra", .string)] + Fixture.page.fields)
        #expect(moved.fingerprint != Fixture.page.fingerprint)
        #expect(TemplateArchive.unarchive(bytes, sourceDigest: digest, schemas: ["page.xhtml": moved]) == nil)
        // A nested schema changed: a field of Hen renamed.
        let hen = ObjectSchema("Hen", Fixture.hen.fields.map { $0.name == "eggs" ? TemplateField("laid", .int) : $0 })
        let page = ObjectSchema("Page", Fixture.page.fields.map { field in
            field.name == "hens" ? TemplateField("hens", .list(.object(hen))) : field
        })
        #expect(page.fingerprint != Fixture.page.fingerprint)
        // An equal schema made anew has the same fingerprint.
        #expect(ObjectSchema("Page", Fixture.page.fields).fingerprint == Fixture.page.fingerprint)
        // A template the reader has no schema for is not read.
        #expect(TemplateArchive.unarchive(bytes, sourceDigest: digest, schemas: [:]) == nil)
    }

    @Test func damagedBytesAreRefusedNeverACrash() throws {
        let digest = TemplateLibrary.digest(of: Self.files)
        let bytes = TemplateArchive.archive([try Self.compiled()], sourceDigest: digest)
        let schemas = ["page.xhtml": Fixture.page]
        for length in 0..<bytes.count {
            #expect(TemplateArchive.unarchive(Array(bytes.prefix(length)), sourceDigest: digest, schemas: schemas) == nil)
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x5A
            #expect(TemplateArchive.unarchive(damaged, sourceDigest: digest, schemas: schemas) == nil, "byte \(index)")
        }
        #expect(TemplateArchive.unarchive(bytes + [0], sourceDigest: digest, schemas: schemas) == nil)
    }

    /// A program naming a frame slot beyond its template's frame (as a bug in the writer could
    /// write) is refused: the renderer indexes the frame without checking.
    @Test func aSlotBeyondTheFrameIsRefused() throws {
        let template = try Self.compiled()
        let digest = TemplateLibrary.digest(of: Self.files)
        let schemas = ["page.xhtml": Fixture.page]
        let beyond = template.slots
        let misplaced: [Operation] = [
            .text(.slot(beyond), .content),
            .define(beyond, .constant(.int(1))),
            .each(.slot(0), variable: beyond, loop: nil, []),
            .each(.slot(0), variable: 0, loop: beyond, []),
        ]
        for operation in misplaced {
            for (slots, readable) in [(template.slots, false), (template.slots + 1, true)] {
                let written = CompiledTemplate(name: template.name, schema: template.schema, operations: template.operations + [operation],
                                               slots: slots, isDocument: template.isDocument)
                let read = TemplateArchive.unarchive(TemplateArchive.archive([written], sourceDigest: digest), sourceDigest: digest, schemas: schemas)
                #expect((read != nil) == readable, "\(operation) in a frame of \(slots)")
            }
        }
    }

    /// Bytes that pass the checksum but hold nonsense (as a bug in the writer would make):
    /// the reader's own checks refuse them.
    @Test func nonsenseWithAGoodChecksumIsRefused() {
        var random = SplitMix64(seed: 11)
        let digest: UInt64 = 7
        for _ in 0..<2_000 {
            let length = Int(random.next() % 64)
            var body = Array("COOPTPL".utf8) + [1] + (0..<8).map { UInt8(truncatingIfNeeded: digest >> ($0 * 8)) } + [1]
            body += (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = TemplateArchive.unarchive(TemplateArchive.sealed(body), sourceDigest: digest, schemas: ["page.xhtml": Fixture.page])
        }
    }
}
