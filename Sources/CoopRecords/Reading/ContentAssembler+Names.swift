import CoopDiagnostics
import CoopYAML

extension ContentAssembler {
    /// Checks a new name against `table`: reserved words, duplicates ignoring case, and
    /// slugs already taken. Returns the slug, or `nil` if the name is unusable. With `page`
    /// (the folder of the records' pages, and what its index page shows), a name whose slug
    /// is reserved (``Slug/reserved``: `index`) is refused too, as its page would overwrite
    /// that one.
    mutating func claim(
        _ name: String, in table: NameTable, what: String, page: (folder: String, index: String)? = nil, node: YAMLNode,
        file: inout RecordFile
    ) -> String? {
        if NameTable.fold(name) == "cracked" {
            file.error(.reservedName, "'cracked' cannot be the name of \(what): egg files use it for cracked eggs", at: node)
            return nil
        }
        if let existing = table.spelling(of: name) {
            let sameCase = existing.lowercased() == name.lowercased()
            let same =
                existing == name
                ? "" : sameCase ? " (names are compared ignoring case)" : " (names are compared ignoring case and invisible characters)"
            let invisible = (name + existing).unicodeScalars.filter(\.properties.isDefaultIgnorableCodePoint)
                .map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            file.error(
                .duplicateName, "there is already \(what) named '\(existing)'\(same)", at: node,
                help: sameCase
                    ? nil
                    : "the names differ only in characters that show nothing (\(Set(invisible).sorted().joined(separator: ", "))); delete them",
                notes: table.location(of: name).map { [Diagnostic.Note("first defined here", at: $0)] } ?? [])
            return nil
        }
        let slug = Slug.make(name)
        if let page, Slug.reserved.contains(slug) {
            file.error(
                .reservedName, "'\(name)' cannot be the name of \(what): its page would be \(page.folder)/\(slug).html, \(page.index)",
                at: node, help: "add a word to the name, like '\(name) 2'")
            return nil
        }
        if let owner = table.owner(ofSlug: slug) {
            file.error(
                .duplicateName, "'\(name)' and '\(owner)' would share the page address '\(slug)'", at: node,
                help: Slug.isCut(name)
                    ? "a page address keeps the first \(Slug.maximumLength) characters of a name; make the names differ sooner"
                    : "make the names differ in more than accents or punctuation",
                notes: table.location(of: owner).map { [Diagnostic.Note("'\(owner)' is defined here", at: $0)] } ?? [])
            return nil
        }
        return slug
    }

    /// Resolves a reference to a named thing, reporting an unknown name with a did-you-mean.
    func resolve(
        _ name: String, in table: NameTable, code: DiagnosticCode, what: String, node: YAMLNode,
        file: inout RecordFile
    ) -> Int? {
        if let index = table.index(of: name) { return index }
        let suggestion = Suggestion.didYouMean(name, in: table.names)
        let known = table.names.isEmpty ? "none are defined" : "known: \(table.names.prefix(12).joined(separator: ", "))"
        file.error(code, "unknown \(what) '\(name)'\(suggestion)", at: node, help: known)
        return nil
    }

    /// Hens and kinds share the keys of egg entries, so their names must differ.
    mutating func checkKindHenCollisions() {
        for hen in hens {
            guard let kind = kindIndex.index(of: hen.name) else { continue }
            var note: [Diagnostic.Note] = []
            if let place = kinds[kind].location { note = [Diagnostic.Note("the kind is defined here", at: place)] }
            diagnostics.append(
                .error(
                    .nameCollision, "hen '\(hen.name)' has the same name as the egg kind '\(kinds[kind].name)'",
                    at: hen.location, length: hen.name.unicodeScalars.count, notes: note,
                    help: "egg files use both names as keys, so they must differ"))
        }
    }
}

extension String {
    /// The string with zeros in front up to `width` characters: `"200B"`, `"00AD"`.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
