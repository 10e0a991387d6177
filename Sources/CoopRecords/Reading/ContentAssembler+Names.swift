import CoopDiagnostics
import CoopYAML

extension ContentAssembler {
    /// Checks a new name against `table`: reserved words, duplicates ignoring case, and
    /// slugs already taken. Returns the slug, or `nil` if the name is unusable.
    mutating func claim(_ name: String, in table: NameTable, what: String, node: YAMLNode, file: inout RecordFile) -> String? {
        if name.lowercased() == "cracked" {
            file.error(.reservedName, "'cracked' cannot be the name of \(what): egg files use it for cracked eggs", at: node)
            return nil
        }
        if let existing = table.spelling(of: name) {
            let same = existing == name ? "" : " (names are compared ignoring case)"
            file.error(
                .duplicateName, "there is already \(what) named '\(existing)'\(same)", at: node,
                notes: table.location(of: name).map { [Diagnostic.Note("first defined here", at: $0)] } ?? [])
            return nil
        }
        let slug = Slug.make(name)
        if let owner = table.owner(ofSlug: slug) {
            file.error(
                .duplicateName, "'\(name)' and '\(owner)' would share the page address '\(slug)'", at: node,
                help: "make the names differ in more than accents or punctuation",
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
