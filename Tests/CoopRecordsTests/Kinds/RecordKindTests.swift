import CoopRecords
import CoopTestSupport
import Foundation
import Testing

/// The record kinds' declarations: each kind declared once, coherently, and the format's
/// reference in docs/format.md made from them.
@Suite struct RecordKindTests {
    @Test func eachKindIsDeclaredOnceWithItsOwnNames() {
        for kind in RecordKind.allCases {
            let declaration = kind.declaration
            #expect(declaration.kind == kind, "\(kind)'s declaration says it is \(declaration.kind)")
            #expect(Set(declaration.keyNames).count == declaration.fields.count, "\(kind) declares a key twice")
            #expect(RecordKind(noun: declaration.noun) == kind)
            #expect(RecordKind(stem: declaration.stem) == kind)
            #expect(RecordKind(path: declaration.stem + ".yaml") == kind)
            if declaration.identity == .date {
                #expect(declaration.dates != nil && declaration.namedBy != nil, "\(kind) is dated but says no dates or name")
                #expect(declaration.fields.first?.key == .date, "a dated kind's first field is its date")
            }
            if declaration.identity == .name {
                #expect(declaration.fields.first?.key == declaration.namedBy, "a named kind's first field is its name")
            }
            if let key = declaration.namedBy, let table = declaration.export.table {
                #expect(table.columns.contains(key), "\(kind) is named by \(key), which its export does not have")
            }
            for field in declaration.fields where field.required { #expect(field.implied == nil, "\(kind).\(field.name)") }
        }
        #expect(Set(RecordKind.allCases.map(\.noun)).count == RecordKind.allCases.count)
        #expect(Set(RecordKind.allCases.map(\.stem)).count == RecordKind.allCases.count)
        #expect(Set(RecordKind.readingOrder) == Set(RecordKind.allCases), "every kind is read")
    }

    @Test func everyKindHasASchemaAndTheFormatsKeysAreItsFields() {
        let names = ContentSchemas.all(for: nil).map(\.name)
        for kind in RecordKind.allCases { #expect(names.contains(kind.stem + ".schema.json"), "no schema for \(kind)") }
        let expense = ContentSchemas.all(for: nil).first { $0.name == "expenses.schema.json" }?.text ?? ""
        for key in RecordKind.expenses.declaration.keyNames { #expect(expense.contains("\"\(key)\""), "\(key)") }
    }

    @Test func theReferenceInTheDocsIsTheOneTheDeclarationsMake() throws {
        let stale = try GeneratedSection.stale(
            "docs/format.md", start: FormatReference.startMarker, end: FormatReference.endMarker, made: FormatReference.markdown(),
            update: "swift test --filter RecordKindTests")
        #expect(stale == nil, "\(stale ?? "")")
    }
}
