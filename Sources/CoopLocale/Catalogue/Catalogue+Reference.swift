import CoopDiagnostics

extension Catalogue {
    /// The messages of this translation that use an argument the same message of `reference`
    /// (the English catalogue, whose arguments the code and the templates give) does not
    /// have: such an argument would be written as `{name}` on the page. One error for each,
    /// located at the argument when the message is on one line of `text` (the catalogue's
    /// file), else at the message. A key `reference` does not have is not checked (a theme's
    /// own message).
    public func argumentProblems(against reference: Catalogue, text: [UInt8]? = nil) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for key in messages.keys.sorted() {
            guard let pattern = messages[key], let original = reference.messages[key] else { continue }
            let given = original.arguments.map(\.name)
            for (name, _) in pattern.arguments where !given.contains(name) {
                let listed = given.isEmpty ? "it has none" : "its arguments are " + given.joined(separator: ", ")
                let place = locations[key].map { Self.place(of: name, after: $0, in: text) }
                problems.append(
                    .error(
                        .messageArguments,
                        "the message '\(key)' uses '\(name)', which \(reference.name) gives it no value for"
                            + Suggestion.didYouMean(name, in: given),
                        at: place, length: place == locations[key] ? 1 : name.count + 1, help: "\(listed), as in \(reference.language)"))
            }
        }
        return problems
    }

    /// Where `{name` first appears on the line of `start`, from its column on, in `text`; or
    /// `start` when it does not (the message goes on over several lines).
    static func place(of name: String, after start: SourceLocation, in text: [UInt8]?) -> SourceLocation {
        guard let text else { return start }
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard start.line >= 1, start.line <= lines.count else { return start }
        let line = String(decoding: lines[start.line - 1], as: UTF8.self)
        let characters = Array(line)
        let wanted = Array("{" + name)
        var column = start.column - 1
        while column + wanted.count <= characters.count {
            if characters[column] == "{" {
                var end = column + 1
                while end < characters.count, characters[end] == " " { end += 1 }
                if Array(characters[end..<min(characters.count, end + name.count)]) == Array(name),
                    end + name.count == characters.count
                        || !(characters[end + name.count].isLetter || characters[end + name.count].isNumber)
                {
                    return SourceLocation(path: start.path, line: start.line, column: column + 1)
                }
            }
            column += 1
        }
        return start
    }
}
