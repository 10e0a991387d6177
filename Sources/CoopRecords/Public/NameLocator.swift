import CoopDiagnostics

/// Where a record's text says a name: the line and column of the name's first word, for
/// `coop check --public` to point at, as every diagnostic does.
struct NameLocator {
    /// The text of the content files.
    let sources: SourceLibrary

    /// The place of `name` in the lines of the record written at `record`, up to (not
    /// including) line `end`, on a line that also says `label` when there is one (a fact's
    /// name); the record's own place when the name is not found there (an escape).
    func locate(_ name: NameFinder.Name, in record: SourceLocation, before end: Int?, label: String? = nil) -> SourceLocation {
        guard let source = sources[record.path] else { return record }
        var number = record.line
        while end.map({ number < $0 }) ?? true, let line = source.line(number) {
            if label.map({ Self.isKey($0, of: line) }) ?? true, let column = column(of: name, in: line) {
                return SourceLocation(path: record.path, line: number, column: column)
            }
            number += 1
        }
        return record
    }

    /// Whether `line` is the key `label` and its value (`  named by: Leo`, or in quotes).
    static func isKey(_ label: String, of line: String) -> Bool {
        let key = line.drop { $0 == " " || $0 == "\t" }
        return [label + ":", "\"" + label + "\":", "'" + label + "':"].contains { key.lowercased().hasPrefix($0.lowercased()) }
    }

    /// The 1-based column, in Unicode scalars, where `name` starts in `line`.
    private func column(of name: NameFinder.Name, in line: String) -> Int? {
        guard NameFinder.starts(in: Slug.words(line), with: name.words) != nil else { return nil }
        let scalars = Array(line.unicodeScalars)
        var previousIsWord = false
        for (index, scalar) in scalars.enumerated() {
            let isWord = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            defer { previousIsWord = isWord }
            guard isWord, !previousIsWord else { continue }
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: scalars[index...])
            if NameFinder.starts(in: Slug.words(String(rest)), with: name.words) == 0 { return index + 1 }
        }
        return nil
    }
}
