/// A CSV file as rows of fields (RFC 4180: commas, semicolons or tabs, quoted fields with
/// doubled quotes and line breaks inside, CRLF or LF, a byte-order mark; UTF-8, or UTF-16 as
/// Excel's "Unicode text" saves), with each row's line.
struct CSVTable {
    /// A row: its 1-based line in the file and its fields.
    struct Row {
        let line: Int
        let fields: [String]
    }

    let header: [String]
    let rows: [Row]

    /// Parses `bytes`; the first row is the header. The separator is the one of `,`, `;` and a
    /// tab that the header's first line (up to its line end, LF or CRLF) holds most of, commas
    /// winning a tie: spreadsheets in many countries write `;`, and "Unicode text" tabs.
    init(_ bytes: [UInt8]) {
        var text = Self.text(of: bytes)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        let counts = [",", ";", "\t"].map { separator in (separator, firstLine.filter { $0 == separator }.count) }
        let separator: Character = counts.max { $0.1 < $1.1 }.map { $0.1 > 0 ? $0.0 : "," } ?? ","
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

    /// The text of `bytes`: UTF-16 when it starts with a UTF-16 byte-order mark, or when its
    /// first character has a zero byte beside it (UTF-16 without a mark), else UTF-8.
    static func text(of bytes: [UInt8]) -> String {
        func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], bigEndian: true) }
        return String(decoding: bytes, as: UTF8.self)
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
