import CoopLocale
import CoopSite
import Foundation
import Testing

@testable import CoopServe

/// An address the site does not have: `coop serve` answers the site's own `404.html`, in the
/// coop's language, its links from `/`; only a site without that page gets ``NotFoundPage``,
/// whose words and language are the catalogue's too (issue 30).
@Suite(.serialized) struct NotFoundPageTests {
    /// A small coop in `language` (nil: coop.yaml says none, English).
    static func files(_ language: String?) -> [String: String] {
        var files = ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"]
        if let language { files["coop.yaml"] = "language: \(language)\n" }
        return files
    }

    /// The words of the built-in theme in `language`.
    static func words(_ language: String) throws -> Words {
        let theme = try Theme.load(directory: nil, overrides: nil).get()
        return try theme.words(language).get()
    }

    @Test func anUnknownAddressAnswersTheSitesOwnPageInEnglish() async throws {
        let running = try await RunningServer(files: Self.files(nil))
        for target in ["/nothing.html", "/hens/pearl/nothing/", "/a/b/c"] {
            let response = try #require(try await running.raw(target: target), "\(target)")
            #expect(response.status == 404 && response.headers["content-type"] == "text/html; charset=utf-8", "\(target)")
            #expect(response.text.contains("<html lang=\"en\""), "\(target)")
            #expect(response.text.contains("<h1>Page not found</h1>"), "\(target)")
            #expect(response.text.contains("<a class=\"add-call\" href=\"/index.html\">Go to the dashboard</a>"), "\(target)")
            // Its links start at the server's root, at any depth: none relative.
            #expect(!response.text.contains("href=\"index.html\"") && !response.text.contains("\"../"), "\(target)")
            #expect(!response.text.contains("The dashboard"), "\(target)")
        }
        await running.server.stop()
    }

    @Test func aFrenchCoopsUnknownAddressIsInFrench() async throws {
        let running = try await RunningServer(files: Self.files("fr"))
        let response = try #require(try await running.raw(target: "/poules/rien"))
        #expect(response.status == 404)
        #expect(response.text.contains("<html lang=\"fr\""))
        #expect(response.text.contains("<h1>Page introuvable</h1>"))
        #expect(response.text.contains("<a class=\"add-call\" href=\"/index.html\">Aller à l’accueil</a>"))
        #expect(!response.text.contains("Page not found") && !response.text.contains("Go to the dashboard"))
        await running.server.stop()
    }

    @Test func withoutTheSitesPageTheFallbackSpeaksTheCataloguesLanguage() throws {
        let english = String(decoding: NotFoundPage.html(try Self.words("en")), as: UTF8.self)
        #expect(
            english
                == "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Page not found</title></head><body>"
                + "<h1>Page not found</h1><p>There is no page at this address. It may have been renamed or removed when the site "
                + "was last built.</p><p><a href=\"/\">Go to the dashboard</a></p></body></html>\n")
        let french = String(decoding: NotFoundPage.html(try Self.words("fr")), as: UTF8.self)
        #expect(
            french
                == "<!DOCTYPE html>\n<html lang=\"fr\"><head><meta charset=\"utf-8\"><title>Page introuvable</title></head><body>"
                + "<h1>Page introuvable</h1><p>Il n’y a pas de page à cette adresse. Elle a peut-être été renommée ou supprimée "
                + "lors de la dernière mise à jour du site.</p><p><a href=\"/\">Aller à l’accueil</a></p></body></html>\n")
        // No words at all: the link alone, no English of its own.
        #expect(
            String(decoding: NotFoundPage.html(nil), as: UTF8.self)
                == "<!DOCTYPE html>\n<html lang=\"\"><head><meta charset=\"utf-8\"><title></title></head><body><h1></h1><p></p>"
                + "<p><a href=\"/\"></a></p></body></html>\n")
    }
}
