import CoopValues

/// Writes iCalendar text (RFC 5545): content lines ending in CRLF, folded at 75 octets,
/// with TEXT values escaped.
///
/// ```swift
/// var calendar = ICalendar()
/// calendar.line("SUMMARY", text: "Eggs; 12, fresh")
/// calendar.bytes  // "SUMMARY:Eggs\; 12\, fresh\r\n"
/// ```
struct ICalendar {
    /// The longest a physical line may be, in octets, not counting its CRLF.
    static let lineLimit = 75

    /// The text written so far.
    private(set) var text = ""

    /// The text as UTF-8 bytes.
    var bytes: [UInt8] { Array(text.utf8) }

    /// Writes `name:value` with `value` written as is (for values that are not TEXT:
    /// dates, URIs, fixed words), folded.
    mutating func line(_ name: String, raw value: String) {
        text += Self.folded(name + ":" + value) + "\r\n"
    }

    /// Writes `name:value` with `value` escaped as TEXT, folded.
    mutating func line(_ name: String, text value: String) {
        line(name, raw: Self.escaped(value))
    }

    /// Writes a multi-valued TEXT property, such as `CATEGORIES:molt,health`: each value is
    /// escaped, so a comma inside a value stays part of it.
    mutating func line(_ name: String, texts values: [String]) {
        line(name, raw: values.map(Self.escaped).joined(separator: ","))
    }

    /// Writes an all-day date property, such as `DTSTART;VALUE=DATE:20261122`.
    mutating func line(_ name: String, date: CivilDate) {
        line(name + ";VALUE=DATE", raw: Self.basic(date))
    }

    /// `20261122`: a DATE value.
    static func basic(_ date: CivilDate) -> String {
        String(date.iso.filter { $0 != "-" })
    }

    /// `20261122T000000Z`: a DATE-TIME value, midnight UTC of `date`.
    static func midnightUTC(_ date: CivilDate) -> String {
        basic(date) + "T000000Z"
    }

    /// `value` escaped as TEXT: `\` `;` `,` get a backslash, a line break (CRLF, CR or LF)
    /// becomes `\n`, and other control characters, which TEXT may not hold, become U+FFFD.
    /// Tabs are kept.
    static func escaped(_ value: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `line` folded: a break (CRLF and one space) before any octet that would go past
    /// ``lineLimit``, never inside a character's UTF-8 sequence. Unfolding, which removes
    /// each CRLF-space, gives back `line`.
    static func folded(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line }
        var out = ""
        var used = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if used + size > lineLimit {
                out += "\r\n "
                used = 1
            }
            out.unicodeScalars.append(scalar)
            used += size
        }
        return out
    }
}
