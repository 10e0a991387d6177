import CoopRecords
import CoopValues

/// Writes iCalendar text (RFC 5545): content lines ending in CRLF, folded at 75 octets,
/// with TEXT values escaped.
///
/// ```swift
/// var calendar = ICalendar()
/// calendar.line("SUMMARY", text: "Eggs; 12, fresh")
/// calendar.bytes  // the UTF-8 of "SUMMARY:Eggs\; 12\, fresh\r\n"
/// ```
struct ICalendar {
    /// The longest a physical line may be, in octets, not counting its CRLF.
    static let lineLimit = 75

    /// The lines written so far, as UTF-8 bytes.
    private(set) var bytes: [UInt8] = []
    /// The content line being written, before it is folded into ``bytes``.
    private var pending: [UInt8] = []
    /// The language of the calendar's words (`fr`), said once, as the `LANGUAGE` parameter
    /// (RFC 5545, 3.2.10) of the calendar's name (``namingProperty``); none: not said. The
    /// events' lines do without it: they are the family's words, in the calendar's language.
    var language: String?

    /// The property that names the calendar, which carries its language.
    static let namingProperty = "X-WR-CALNAME"

    /// Writes `name:value` with `value` written as is (for values that are not TEXT:
    /// dates, URIs, fixed words), folded.
    mutating func line(_ name: String, raw value: String) {
        start(name)
        pending.appendUTF8(value)
        finish()
    }

    /// Writes `name:value` with `value` escaped as TEXT, folded; with the ``language`` when
    /// `name` is the ``namingProperty``.
    mutating func line(_ name: String, text value: String) {
        start(name, parameters: language.map { name == Self.namingProperty ? ";LANGUAGE=" + $0 : "" } ?? "")
        Self.appendEscaped(value, to: &pending)
        finish()
    }

    /// Writes a multi-valued TEXT property, such as `CATEGORIES:molt,health`: each value is
    /// escaped, so a comma inside a value stays part of it.
    mutating func line(_ name: String, texts values: [String]) {
        start(name)
        for (index, value) in values.enumerated() {
            if index > 0 { pending.append(UInt8(ascii: ",")) }
            Self.appendEscaped(value, to: &pending)
        }
        finish()
    }

    /// Writes an all-day date property, such as `DTSTART;VALUE=DATE:20261122`.
    mutating func line(_ name: String, date: CivilDate) {
        start(name, parameters: ";VALUE=DATE")
        Self.appendBasic(date, to: &pending)
        finish()
    }

    /// Writes a local date-time property in floating time (the clock of wherever the calendar
    /// is read), such as `DTSTART:20260104T090000`.
    mutating func line(_ name: String, date: CivilDate, time: TimeOfDay) {
        start(name)
        Self.appendBasic(date, to: &pending)
        pending.append(UInt8(ascii: "T"))
        pending.appendDecimal(time.hour, width: 2)
        pending.appendDecimal(time.minute, width: 2)
        pending.appendUTF8("00")
        finish()
    }

    /// Starts the content line of property `name`: its name, `parameters` (`;VALUE=DATE`)
    /// and the colon before the value.
    private mutating func start(_ name: String, parameters: String = "") {
        pending.removeAll(keepingCapacity: true)
        pending.appendUTF8(name)
        pending.appendUTF8(parameters)
        pending.append(UInt8(ascii: ":"))
    }

    /// Folds the pending line into ``bytes`` and ends it with CRLF.
    private mutating func finish() {
        Self.appendFolded(pending, to: &bytes)
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    /// `20261122`: a DATE value.
    static func basic(_ date: CivilDate) -> String {
        var out: [UInt8] = []
        appendBasic(date, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``basic(_:)`` as UTF-8 bytes.
    static func appendBasic(_ date: CivilDate, to out: inout [UInt8]) {
        let (year, month, day) = date.components
        out.appendDecimal(year, width: 4)
        out.appendDecimal(month, width: 2)
        out.appendDecimal(day, width: 2)
    }

    /// `20261122T000000Z`: a DATE-TIME value, midnight UTC of `date`.
    static func midnightUTC(_ date: CivilDate) -> String {
        basic(date) + "T000000Z"
    }

    /// `value` escaped as TEXT: `\` `;` `,` get a backslash, a line break (CRLF, CR or LF)
    /// becomes `\n`, and other control characters, which TEXT may not hold, become U+FFFD.
    /// Tabs are kept.
    static func escaped(_ value: String) -> String {
        var out: [UInt8] = []
        appendEscaped(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``escaped(_:)`` as UTF-8 bytes. Every character it changes is ASCII, so the
    /// bytes of other characters are copied as they are.
    static func appendEscaped(_ value: String, to out: inout [UInt8]) {
        var previousWasCR = false
        for byte in value.utf8 {
            defer { previousWasCR = byte == 0x0D }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0x0D:
                out.append(UInt8(ascii: "\\"))
                out.append(UInt8(ascii: "n"))
            case 0x0A:
                if !previousWasCR {
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "n"))
                }
            case 0x09: out.append(byte)
            case 0x00..<0x20, 0x7F: out += [0xEF, 0xBF, 0xBD]  // U+FFFD
            default: out.append(byte)
            }
        }
    }

    /// `line` folded: a break (CRLF and one space) before any octet that would go past
    /// ``lineLimit``, never inside a character's UTF-8 sequence. Unfolding, which removes
    /// each CRLF-space, gives back `line`.
    static func folded(_ line: String) -> String {
        var out: [UInt8] = []
        appendFolded(Array(line.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 `line` folded as ``folded(_:)`` says.
    static func appendFolded(_ line: [UInt8], to out: inout [UInt8]) {
        guard line.count > lineLimit else { return out.append(contentsOf: line) }
        var used = 0
        var index = 0
        while index < line.count {
            let size = sequenceLength(lead: line[index])
            if used + size > lineLimit {
                out += [0x0D, 0x0A, 0x20]
                used = 1
            }
            let end = min(index + size, line.count)
            out.append(contentsOf: line[index..<end])
            used += size
            index = end
        }
    }

    /// How many bytes the UTF-8 sequence starting with `lead` has.
    private static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
