/// A record written as one `{ }` mapping on one line (`- {date: 2026-11-06, person: Jen, eggs: 12}`),
/// cut into what an edit needs: the text before the `{`, each entry as written (with the
/// spaces before it), and the text from the closing `}` on (a comment included).
///
/// An edit rewrites only the entries whose values change, drops those removed and adds new
/// ones; every other character of the line stays.
struct FlowRecordLine {
    /// The line up to and with the opening `{`.
    let head: String
    /// The entries as written, between the commas: ` person: Jen`.
    var entries: [String]
    /// The line from the closing `}` on.
    let tail: String

    /// The line cut at the `{` at `column` (0-based, in Unicode scalars); `nil` when it is not
    /// one flow mapping closed on the same line.
    init?(_ line: String, braceAt column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard column < scalars.count, scalars[column] == "{" else { return nil }
        var entries: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = "{"
        var index = column + 1
        var close: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            current.append(scalar)
            index += 1
            if let open = quote {
                if open == "\"", scalar == "\\", index < scalars.count {
                    current.append(scalars[index])
                    index += 1
                } else if scalar == open {
                    if open == "'", index < scalars.count, scalars[index] == "'" {
                        current.append(scalars[index])
                        index += 1
                    } else {
                        quote = nil
                    }
                }
                continue
            }
            // A quote opens a value only where one starts.
            if scalar == "\"" || scalar == "'", "{[,:".unicodeScalars.contains(previous) {
                quote = scalar
            } else if scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == "]" || scalar == "}" {
                if depth == 0 {
                    guard scalar == "}" else { return nil }
                    current.removeLast()
                    close = index - 1
                    break
                }
                depth -= 1
            } else if scalar == ",", depth == 0 {
                current.removeLast()
                entries.append(String(current))
                current = String.UnicodeScalarView()
            }
            if scalar != " " && scalar != "\t" { previous = scalar }
        }
        guard let close, quote == nil else { return nil }
        entries.append(String(current))
        // `{}` and a comma before the `}` leave an entry of spaces, which is none.
        if entries.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { entries.removeLast() }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[...column])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[close...])
        self.head = String(head)
        self.entries = entries
        self.tail = String(tail)
    }

    /// The key of the entry at `index`, as written before its `:`.
    func key(_ index: Int) -> String {
        let entry = entries[index]
        let key = entry.firstIndex(of: ":").map { entry[..<$0] } ?? entry[...]
        return String(key.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// `key: value` with the spaces the entry at `index` starts with (one, for a new entry).
    func entry(_ key: String, _ value: String, like index: Int?) -> String {
        let spaces = index.map { String(entries[$0].prefix { $0 == " " || $0 == "\t" }) } ?? " "
        return spaces + key + ": " + value
    }

    /// The line.
    var line: String { head + entries.joined(separator: ",") + tail }
}
