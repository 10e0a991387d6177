import CoopDiagnostics
import CoopFiles
import CoopValues
import CoopYAML

extension ContentAssembler {
    mutating func readHen(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .hens, file: &file) else { return }
        let fields = MappingReader(mapping, .hens, file: &file)
        let name = file.requiredText(fields, .name)
        var kind = 0
        if let kindNode = fields[.kind], let kindName = file.text(kindNode, field: .kind) {
            kind = resolve(kindName, in: kindIndex, code: .unknownKind, what: "egg kind", node: kindNode, file: &file) ?? 0
        }
        func date(_ key: FieldKey) -> (CivilDate, YAMLNode)? {
            guard let node = fields[key], let value = file.date(node, field: key) else { return nil }
            return (value, node)
        }
        let hatched = date(.hatched)
        let added = date(.added)
        let laying = date(.startedLaying)
        let removed = date(.removed)
        order(hatched, .hatched, before: added, .added, file: &file)
        order(hatched, .hatched, before: laying, .startedLaying, file: &file)
        order(added, .added, before: removed, .removed, file: &file)
        let photo = fields[.photo].flatMap { photoPath($0, file: &file) }
        let about = fields[.about].flatMap { file.markdown($0, field: .about) }
        let breed = fields[.breed].flatMap { file.text($0, field: .breed) }
        var cause: LossCause?
        if let node = fields[.cause], let text = file.text(node, field: .cause) {
            if let known = LossCause(rawValue: text) {
                if removed == nil {
                    file.error(
                        .invalidCause, "'cause' says why a hen left, and she has no 'removed' day", at: fields.keyNode(.cause) ?? node,
                        help: "add removed: with the day she left, or remove cause")
                } else {
                    cause = known
                }
            } else {
                file.error(
                    .invalidCause,
                    "'\(text)' is not a cause\(Suggestion.didYouMean(text.lowercased(), in: LossCause.names))", at: node,
                    help: "a cause is one of \(LossCause.names.joined(separator: ", ")); say more in removed_reason")
            }
        }
        let reason = fields[.removedReason].flatMap { file.text($0, field: .removedReason) }
        let details = fields[.details].map { file.details($0) } ?? []
        let expected = fields[.expectedPerYear].flatMap {
            file.wholeNumber($0, field: .expectedPerYear, in: 1...RecordLimits.expectedPerYear, what: "the eggs expected a year")
        }
        guard let name, let nameNode = fields[.name],
            let slug = claim(name, in: henIndex, what: "a hen", page: ("hens", "the page of the whole flock"), node: nameNode, file: &file)
        else { return }
        let location = file.location(nameNode)
        henIndex.add(name, index: hens.count, at: location, slug: slug)
        hens.append(
            Hen(
                name: name, slug: slug, breed: breed, kindIndex: kind, hatched: hatched?.0, added: added?.0,
                startedLaying: laying?.0, removed: removed?.0, cause: cause, removedReason: reason, photo: photo,
                about: about, details: details, expectedPerYear: expected, location: location))
    }

    /// The most eggs a year a hen or kind may be expected to lay: one a day.
    /// Reports `later` coming before `earlier` (both optional).
    func order(
        _ earlier: (CivilDate, YAMLNode)?, _ earlierName: FieldKey, before later: (CivilDate, YAMLNode)?,
        _ laterName: FieldKey, file: inout RecordFile
    ) {
        guard let earlier, let later, later.0 < earlier.0 else { return }
        file.error(.dateOrder, "'\(laterName)' (\(later.0.iso)) is before '\(earlierName)' (\(earlier.0.iso))", at: later.1)
    }

    /// A photo path relative to the content folder that names a file Coop Count copies.
    private func photoPath(_ node: YAMLNode, file: inout RecordFile) -> String? {
        guard let path = file.text(node, field: .photo) else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else {
                    parts = ["..", ""]
                    break
                }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        if path.hasPrefix("/") || path.contains("\\") || parts.first == ".." || path.contains(":") {
            file.error(
                .pathOutsideContent, "the photo '\(path)' is not inside the content folder", at: node,
                help: "put the photo in the content folder and give its path from there, like photos/henrietta.jpg")
            return nil
        }
        let normalized = parts.joined(separator: "/")
        guard !folder.assets.contains(normalized) else { return normalized }
        let full = folder.realRoot.appending(normalized)
        if FileSystem.entry(at: full, followingLinks: true) == .file {
            if let real = FileSystem.realPath(full), !folder.contains(realPath: real) {
                file.error(.pathOutsideContent, "the photo '\(path)' is a link to a place outside the content folder", at: node)
            } else {
                file.error(
                    .missingFile,
                    "the photo '\(path)' is in a file or folder Coop Count skips (its name starts with '.' or '_', or it is a .yaml file)",
                    at: node)
            }
        } else {
            let nearby = Suggestion.didYouMean(normalized, in: folder.assets)
            file.error(.missingFile, "there is no photo '\(path)' in the content folder\(nearby)", at: node)
        }
        return nil
    }
}
