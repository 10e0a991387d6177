import CoopValues

/// JSON Schemas of the content files, for editors with a YAML language server: completion
/// of keys, help on hover, and checks as you type. Made from ``ContentFormat``, and, given a
/// coop, with its kinds, hens and people offered as names.
public enum ContentSchemas {
    /// Every schema: its file name (`eggs.schema.json`) and its text.
    public static func all(for coop: Coop?) -> [(name: String, text: String)] {
        let names = Names(coop)
        func list(_ item: JSON) -> JSON { .object([("type", .string("array")), ("items", item)]) }
        var schemas: [(String, String, JSON)] = []
        for kind in RecordKind.allCases {
            let declaration = kind.declaration
            let reserved = reservedNames(kind)
            switch declaration.shape {
            case .settings:
                schemas.append((declaration.stem, declaration.schemaTitle, record(declaration.fields, names)))
            case .days:
                schemas.append((declaration.stem, declaration.schemaTitle, eggs(names)))
            case .list(let oneRecordPerFile):
                schemas.append((declaration.stem, declaration.schemaTitle, list(record(declaration.fields, names, reserved: reserved))))
                if oneRecordPerFile {
                    schemas.append(
                        (
                            declaration.noun, "\(declaration.stem)/*.yaml: one \(declaration.noun)",
                            record(declaration.fields, names, reserved: reserved)
                        ))
                }
            }
        }
        return schemas.map { stem, title, body in
            guard case .object(let fields) = body else { return ("\(stem).schema.json", "") }
            let document = JSON.object(
                [
                    ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                    ("title", .string("Coop Count " + title)),
                ] + fields)
            return ("\(stem).schema.json", document.text)
        }
    }

    /// The coop's names, offered for completion.
    struct Names {
        let kinds: [String]
        let hens: [String]
        let people: [String]

        init(_ coop: Coop?) {
            kinds = coop?.kinds.map(\.name) ?? []
            hens = coop?.hens.map(\.name) ?? []
            people = coop?.people.map(\.name) ?? []
        }
    }

    /// The names a record of `kind` may not have, as `coop check` refuses them: `cracked` (the
    /// key of cracked eggs) for kinds, hens and people, and `index` for hens and people, whose
    /// page would be their folder's index page.
    static func reservedNames(_ kind: RecordKind) -> [String] {
        switch kind {
        case .kinds: ["cracked"]
        case .hens, .people: ["cracked"] + Slug.reserved.sorted()
        default: []
        }
    }

    /// The schema of a record of `fields`; its `name`, when it has one, is none of `reserved`
    /// (in any case).
    static func record(_ fields: [FieldDeclaration], _ names: Names, reserved: [String] = []) -> JSON {
        let required = fields.filter(\.required).map { JSON.string($0.name) }
        return .object(
            [
                ("type", .string("object")),
                (
                    "properties",
                    .object(
                        fields.map { field in
                            guard case .object(let body) = value(field.type, names) else { return (field.name, .object([])) }
                            let refused: [(String, JSON)] =
                                field.name == "name" && !reserved.isEmpty
                                ? [("not", .object([("pattern", .string(anyCase(reserved)))]))] : []
                            return (field.name, .object([("description", .string(field.summary))] + body + refused))
                        })
                ),
            ] + (required.isEmpty ? [] : [("required", .array(required))]) + [("additionalProperties", .bool(false))])
    }

    /// A name that must be one of `names` (any text when there are none): the names as an enum,
    /// for completion, or any spelling of one of them, as `coop check` compares names ignoring case.
    static func named(_ names: [String]) -> JSON {
        names.isEmpty
            ? .object([("type", .string("string"))])
            : .object([
                ("type", .string("string")),
                (
                    "anyOf",
                    .array([.object([("enum", .array(names.map(JSON.string)))]), .object([("pattern", .string(anyCase(names)))])])
                ),
            ])
    }

    /// A pattern matching exactly `names`, each in any case: `Brown` for `brown`. (JSON Schema
    /// patterns have no flag for case, so each letter is a class of its two cases.)
    static func anyCase(_ names: [String]) -> String {
        let alternatives = names.map { name in
            name.map { character -> String in
                let lower = character.lowercased()
                let upper = character.uppercased()
                if lower != upper, lower.count == 1, upper.count == 1 { return "[\(lower)\(upper)]" }
                return "\\^$.|?*+()[]{}/-".contains(character) ? "\\" + String(character) : String(character)
            }.joined()
        }
        return "^(?:" + alternatives.joined(separator: "|") + ")$"
    }

    /// A colour as `coop check` takes it (``CSSColors``): `#` and 3, 4, 6 or 8 hex digits, or a
    /// CSS colour name in any case (the names as an enum too, for completion).
    static let color: JSON = {
        let hex = "[0-9A-Fa-f]"
        let names = CSSColors.names.sorted()
        return .object([
            ("type", .string("string")),
            (
                "anyOf",
                .array([
                    .object([("pattern", .string("^#(?:\(hex){3,4}|\(hex){6}|\(hex){8})$"))]),
                    .object([("enum", .array(names.map(JSON.string)))]), .object([("pattern", .string(anyCase(names)))]),
                ])
            ),
        ])
    }()

    /// An http(s) address as `coop check` takes it: `http://` or `https://` in any case, then at
    /// least one character, none of them a space, a control character, a quote or one of `< > \ { } | ^` and the backquote.
    static let webAddressPattern = "^[hH][tT][tT][pP][sS]?://[^\\u0000-\\u0020\\u007F\"'<>\\\\`{}|^]+$"

    /// A day Coop Count keeps, `YYYY-MM-DD` from 1900-01-01 to 9998-12-31, without anchors: no
    /// month 13, no 31 April, no 30 February, and 29 February only in a leap year.
    static let dayPattern: String = {
        let year = "(?:19[0-9]{2}|[2-8][0-9]{3}|9[0-8][0-9]{2}|99[0-8][0-9]|999[0-8])"
        let leapYear = "(?:(?:19|[2-9][0-9])(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)"
        let monthDay =
            "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))"
        return "(?:\(year)-\(monthDay)|\(leapYear)-02-29)"
    }()

    /// A chore's period as `coop check` reads it (``RecordFile/period(_:field:)``): `day`,
    /// `week`, `month`, singular or plural in any case, after a count from 1 to 1000.
    static let periodPattern =
        "^\\s*(?:0*(?:[1-9][0-9]{0,2}|1000)\\s+)?(?:[dD][aA][yY]|[wW][eE][eE][kK]|[mM][oO][nN][tT][hH])[sS]?\\s*$"

    /// A time of day, `HH:MM` (the hour in one or two digits) from 00:00 to 23:59.
    static let time = JSON.object([("type", .string("string")), ("pattern", .string("^\\s*(?:[01]?[0-9]|2[0-3]):[0-5][0-9]\\s*$"))])

    static func value(_ value: FieldType, _ names: Names) -> JSON {
        let string = JSON.object([("type", .string("string"))])
        switch value {
        case .text, .markdown, .path: return string
        case .color: return color
        case .date: return .object([("type", .string("string")), ("pattern", .string("^\(dayPattern)$"))])
        case .count(let range):
            return .object([("type", .string("integer")), ("minimum", .integer(range.lowerBound)), ("maximum", .integer(range.upperBound))])
        case .money:
            // Two decimals at most, as `coop check` reads amounts (``Money/parse(_:)``). A
            // validator that divides binary floating-point numbers may refuse a right amount
            // (0.07 / 0.01 is not 7 in binary): docs/exports.md, "The JSON Schemas".
            return .object([
                ("type", .string("number")), ("exclusiveMinimum", .integer(0)), ("maximum", .number(Money.largestAmount.description)),
                ("multipleOf", .number("0.01")),
            ])
        // 0 is a buyer's.
        // Three decimals at most, as `coop check` reads shares (the float caveat of money).
        case .shares:
            return .object([
                ("type", .string("number")), ("minimum", .integer(0)), ("maximum", .integer(1_000_000)), ("multipleOf", .number("0.001")),
            ])
        case .bool: return .object([("type", .string("boolean"))])
        case .words: return .object([("anyOf", .array([string, .object([("type", .string("array")), ("items", string)])]))])
        case .details:
            return .object([
                ("type", .string("object")),
                ("additionalProperties", .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])),
            ])
        case .url: return .object([("type", .string("string")), ("pattern", .string(webAddressPattern))])
        case .currency: return .object([("type", .string("string")), ("pattern", .string("^[A-Z]{3}$"))])
        case .language: return .object([("type", .string("string")), ("pattern", .string(Settings.languagePattern))])
        case .weekday: return .object([("enum", .array([.string("monday"), .string("sunday")]))])
        case .weight: return .object([("type", .string("string")), ("pattern", .string(Weight.pattern))])
        case .lossCause: return .object([("enum", .array(LossCause.names.map { .string($0) }))])
        case .latitude: return .object([("type", .string("number")), ("minimum", .integer(-90)), ("maximum", .integer(90))])
        case .goal:
            return .object([
                ("type", .string("object")),
                (
                    "properties",
                    .object([
                        (
                            "eggs_per_week",
                            .object([
                                ("type", .string("integer")), ("minimum", .integer(1)),
                                ("description", .string("Eggs a week the family aims for.")),
                            ])
                        )
                    ])
                ), ("additionalProperties", .bool(false)),
            ])
        case .publish:
            func property(_ name: String, _ type: JSON, _ description: String) -> (String, JSON) {
                (name, .object([("type", type), ("description", .string(description))]))
            }
            let words = JSON.object([("type", .string("array")), ("items", string)])
            func list(_ name: String, _ description: String) -> (String, JSON) {
                (name, .object([("anyOf", .array([string, words])), ("description", .string(description))]))
            }
            return .object([
                ("type", .string("object")),
                (
                    "properties",
                    .object([
                        property("people", .string("boolean"), "Whether the public site names people (default false)."),
                        property("money", .string("boolean"), "Whether the public site shows amounts of money (default false)."),
                        property("expenses", .string("boolean"), "Whether the public site lists expenses (default false; needs money)."),
                        list("private_tags", "Notes with any of these tags are left out (default [private])."),
                        list("private_names", "Names besides people's: notes naming them are left out."),
                        property("search_engines", .string("boolean"), "Whether search engines may index the public site (default false)."),
                    ])
                ), ("additionalProperties", .bool(false)),
            ])
        case .kindName: return named(names.kinds)
        case .henName: return named(names.hens)
        case .personName: return named(names.people)
        case .henNames:
            return .object([("anyOf", .array([named(names.hens), .object([("type", .string("array")), ("items", named(names.hens))])]))])
        case .period: return .object([("type", .string("string")), ("pattern", .string(periodPattern))])
        case .timeOfDay: return time
        case .dates:
            let day = JSON.object([("type", .string("string")), ("pattern", .string("^\(dayPattern)$"))])
            return .object([("anyOf", .array([day, .object([("type", .string("array")), ("items", day), ("uniqueItems", .bool(true))])]))])
        case .reminders:
            return .object([
                ("type", .string("object")),
                (
                    "properties",
                    .object([
                        (
                            "collect",
                            .object([
                                ("allOf", .array([time])), ("description", .string("When the daily reminder to collect the eggs rings.")),
                            ])
                        )
                    ])
                ), ("additionalProperties", .bool(false)),
            ])
        }
    }

    static func eggs(_ names: Names) -> JSON {
        let count = JSON.object([("type", .string("integer")), ("minimum", .integer(0)), ("maximum", .integer(1_000_000))])
        let keys = names.kinds + names.hens
        var properties: [(String, JSON)] = keys.map { ($0, count) }
        properties.append(
            (
                "cracked",
                .object([
                    ("description", .string("Cracked eggs among those laid: a count, or counts by kind.")),
                    (
                        "anyOf",
                        .array([
                            count,
                            .object(
                                [("type", .string("object")), ("additionalProperties", count)]
                                    // Cracked eggs are of the coop's kinds: `cracked: {browm: 1}` is refused.
                                    + (names.kinds.isEmpty
                                        ? [] : [("propertyNames", .object([("pattern", .string(anyCase(names.kinds)))]))])),
                        ])
                    ),
                ])
            ))
        let entry = JSON.object([
            (
                "anyOf",
                .array([
                    count,
                    .object(
                        [("type", .string("object")), ("properties", .object(properties)), ("additionalProperties", count)]
                            // With the coop's names, a key must be one of them (or cracked): `blu: 1` is refused.
                            + (keys.isEmpty ? [] : [("propertyNames", .object([("pattern", .string(anyCase(keys + ["cracked"])))]))])),
                ])
            )
        ])
        return .object([
            (
                "description",
                .string(
                    "A day (2026-11-22) or an inclusive range (2026-12-24..2026-12-27) to a count (5) or counts by kind or hen ({brown: 3, blue: 2, cracked: 1})."
                )
            ),
            ("type", .string("object")),
            ("patternProperties", .object([("^\(dayPattern)(\\.\\.\(dayPattern))?$", entry)])),
            ("additionalProperties", .bool(false)),
        ])
    }
}

/// A JSON value with ordered keys, for a schema: written by ``JSONWriter`` with every
/// container spread over lines except a short list of strings, and strings escaped
/// minimally.
enum JSON {
    case string(String)
    case integer(Int)
    /// A number written as it is given (`999999999999.99`).
    case number(String)
    case bool(Bool)
    case array([JSON])
    case object([(String, JSON)])

    /// The document: the value, then a newline.
    var text: String {
        var json = JSONWriter(spreadDepth: .max, escaping: .minimal)
        write(to: &json)
        return String(decoding: json.document, as: UTF8.self)
    }

    /// Writes the value; a list of at most six strings goes on one line.
    func write(to json: inout JSONWriter) {
        switch self {
        case .string(let text): json.string(text)
        case .integer(let number): json.int(number)
        case .number(let text): json.number(text)
        case .bool(let value): json.bool(value)
        case .array(let items):
            let short = items.count <= 6 && items.allSatisfy { if case .string = $0 { true } else { false } }
            json.array(oneLine: short) { json in
                for item in items { item.write(to: &json) }
            }
        case .object(let fields):
            json.object { json in
                for (key, value) in fields {
                    json.key(named: key)
                    value.write(to: &json)
                }
            }
        }
    }
}
