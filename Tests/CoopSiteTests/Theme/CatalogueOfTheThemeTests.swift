import CoopDiagnostics
import CoopLocale
import CoopRecords
import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

/// The built-in theme's English catalogue: it reads without a problem, and every key the code
/// and the templates say is in it.
@Suite struct CatalogueOfTheThemeTests {
    @Test func theEnglishCatalogueReadsWithoutAProblem() {
        if case .failure(let error) = Theme.builtInCatalogue {
            Issue.record("Themes/default/messages/en.yaml: \(error.diagnostics.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func everyFormQuestionOfTheRecordKindsIsInTheCatalogue() throws {
        let english = try Theme.builtInCatalogue.get()
        for kind in RecordKind.allCases {
            for field in kind.declaration.fields {
                guard let question = field.form else { continue }
                #expect(english[question.label] != nil, "\(kind).\(field.name): no message \(question.label)")
                if let hint = question.hint { #expect(english[hint] != nil, "\(kind).\(field.name): no message \(hint)") }
                if case .person(let none) = question.input { #expect(english[none] != nil, "no message \(none)") }
            }
        }
    }

    /// A message that says something per kind of record ("Add note", "Remove this expense?")
    /// has a branch for every kind the app adds (every kind but the settings): a kind added
    /// later would fall to "Add record"; this test fails instead.
    @Test func everySelectOnAKindNamesEveryKindOfTheApp() throws {
        let source = try String(contentsOfFile: repositoryRoot + "/Themes/default/messages/en.yaml", encoding: .utf8)
        var checked = 0
        for line in source.split(separator: "\n") {
            for select in line.components(separatedBy: "{kind, select,").dropFirst() {
                let branches = select.components(separatedBy: " other {").first ?? select
                for kind in RecordKind.allCases where kind.declaration.identity != .none {
                    #expect(branches.contains(" \(kind.stem) {"), "no branch for \(kind.stem) in: \(line.prefix(60))…")
                }
                checked += 1
            }
        }
        #expect(checked >= 8)
    }
}
