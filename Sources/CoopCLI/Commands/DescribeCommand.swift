import ArgumentParser
import CoopRecords
import CoopServe
import CoopSite
import CoopValues

/// `coop describe` (for scripts, hidden from help): what this `coop` knows of its record kinds
/// and of the coop app's addresses, as JSON, so that the scripts of `Scripts/` read them from
/// the binary they drive instead of keeping a copy (README, "How the code is laid out").
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe", abstract: "Print the record kinds and the coop app's addresses as JSON, for scripts.",
        shouldDisplay: false)

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        Console.current.out(String(decoding: Self.document(), as: UTF8.self))
    }

    /// The layout of the document; a change that breaks its readers raises it.
    static let version = 1

    /// The kinds in the order of the coop app's menu of forms, then those it has no form for
    /// (the settings): every kind once.
    static var kinds: [RecordKind] { RecordKind.appKinds + RecordKind.allCases.filter { !RecordKind.appKinds.contains($0) } }

    /// The document, made by walking the declarations: `version`; `kinds`, one object per
    /// record kind (``kinds``); `routes`, each of the app's addresses by name; `parameters`,
    /// the names of their query parameters. Written by ``JSONWriter``, so the same binary
    /// always prints the same bytes.
    static func document() -> [UInt8] {
        var json = JSONWriter(spreadDepth: 4, escaping: .minimal)
        json.object { json in
            json.key("version")
            json.int(version)
            json.key("kinds")
            json.array { json in
                for kind in kinds { describe(kind, into: &json) }
            }
            json.key("routes")
            json.object { json in
                for route in AppRoute.allCases {
                    // The case's name: `save`.
                    json.key(named: String(describing: route))
                    json.string(route.path)
                }
            }
            json.key("parameters")
            json.array(oneLine: true) { json in
                for parameter in AppRoute.Parameter.allCases { json.string(parameter.rawValue) }
            }
        }
        return json.document
    }

    /// One kind: its noun (`coop add note`, and the app's `?kind=note`), the address of its
    /// add form (null when the app has no form for it), the files it lives in, how they are
    /// written, its list page (or null) and its fields.
    private static func describe(_ kind: RecordKind, into json: inout JSONWriter) {
        let declaration = kind.declaration
        json.object { json in
            json.key("noun")
            json.string(declaration.noun)
            json.key("add")
            json.text(RecordKind.appKinds.contains(kind) ? AppRoute.add(kind) : nil)
            json.key("stem")
            json.string(declaration.stem)
            json.key("files")
            json.array(oneLine: true) { json in
                for name in declaration.fileNames { json.string(name) }
            }
            json.key("shape")
            json.string(shape(declaration.shape))
            json.key("list_page")
            json.text(declaration.hasListPage ? PageAddress.records(kind).path : nil)
            json.key("fields")
            json.array { json in
                for field in declaration.fields { describe(field, into: &json) }
            }
        }
    }

    /// One field, on one line: its key, its type, whether the record needs it, and for a
    /// count its bounds.
    private static func describe(_ field: FieldDeclaration, into json: inout JSONWriter) {
        json.object { json in
            json.key("key")
            json.string(field.name)
            json.key("type")
            json.string(typeName(field.type))
            json.key("required")
            json.bool(field.required)
            if case .count(let range) = field.type {
                json.key("min")
                json.int(range.lowerBound)
                json.key("max")
                json.int(range.upperBound)
            }
        }
    }

    /// How a kind's files are written: `settings` (one mapping), `list` (a list of records),
    /// `days` (a mapping from a day to counts).
    static func shape(_ shape: RecordDeclaration.Shape) -> String {
        switch shape {
        case .settings: "settings"
        case .list: "list"
        case .days: "days"
        }
    }

    /// A field type's name in the document: the type's name in `snake_case` (`hen_names`).
    static func typeName(_ type: FieldType) -> String {
        switch type {
        case .text: "text"
        case .markdown: "markdown"
        case .date: "date"
        case .count: "count"
        case .money: "money"
        case .shares: "shares"
        case .bool: "bool"
        case .words: "words"
        case .details: "details"
        case .color: "color"
        case .url: "url"
        case .currency: "currency"
        case .weekday: "weekday"
        case .latitude: "latitude"
        case .goal: "goal"
        case .publish: "publish"
        case .path: "path"
        case .language: "language"
        case .kindName: "kind_name"
        case .henName: "hen_name"
        case .henNames: "hen_names"
        case .personName: "person_name"
        case .period: "period"
        case .timeOfDay: "time_of_day"
        case .dates: "dates"
        case .reminders: "reminders"
        case .weight: "weight"
        case .lossCause: "loss_cause"
        }
    }
}
