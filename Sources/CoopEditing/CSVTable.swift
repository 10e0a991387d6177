/// A CSV file as rows of fields (RFC 4180: commas or semicolons, quoted fields with doubled
/// quotes and line breaks inside, CRLF or LF, a byte-order mark), with each row's line.
struct CSVTable {
    /// A row: its 1-based line in the file and its fields.
    struct Row {
        let line: Int
        let fields: [String]
    }

    let header: [String]
    let rows: [Row]

    /// Parses `bytes`; the first row is the header. The separator is `;` when the header
    /// has more semicolons than commas (as spreadsheets in many countries write), else `,`.
    init(_ bytes: [UInt8]) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let firstLine = text.prefix { $0 != "\n" }
        let separator: Character = firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var rowLine = 1
        var chars = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let p = pending {
                pending = nil
                return p
            }
            return chars.next()
        }
        while let c = next() {
            if quoted {
                if c == "\"" {
                    if let following = next() {
                        if following == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            pending = following
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    if c == "\n" || c == "\r\n" { line += 1 }
                    field.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty: quoted = true
            case separator:
                fields.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                fields.append(field)
                if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields)) }
                fields = []
                field = ""
                line += 1
                rowLine = line
            default: field.append(c)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        header = rows.first?.fields.map { $0.trimmingCharacters() } ?? []
        self.rows = Array(rows.dropFirst())
    }

    /// The index of the column named `name` (ignoring case and spaces around it), or at
    /// 1-based position `name` when it is a number.
    func column(_ name: String) -> Int? {
        if let position = Int(name), position >= 1, position <= header.count { return position - 1 }
        let wanted = name.trimmingCharacters().lowercased()
        return header.firstIndex { $0.lowercased() == wanted } ?? header.firstIndex { $0.lowercased().hasPrefix(wanted) }
    }
}

extension String {
    /// The string without surrounding spaces and tabs.
    func trimmingCharacters() -> String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
