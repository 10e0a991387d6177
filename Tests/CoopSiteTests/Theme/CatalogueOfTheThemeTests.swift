import CoopDiagnostics
import CoopLocale
import CoopRecords
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
}
