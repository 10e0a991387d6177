import CoopRecords
import CoopValues

/// `data/coop.json`: every record and the settings, for scripts.
///
/// The document is an object: `generator` ("Coop Count"), `version` (2: the layout below;
/// a change that breaks readers raises it), `currency`, `settings`, then one array per
/// record kind (`kinds`, `hens`, `eggs`, `notes`, `people`, `expenses`, `contributions`,
/// `deliveries`), always present, possibly empty. Keys are the names of the content files;
/// an absent optional field is `null`. Dates are `"YYYY-MM-DD"` strings; money is a number
/// written with exactly two decimals (`24.99`, `20.00`) in `currency`, so that tools compare
/// amounts as numbers (version 1 wrote them as strings); shares are numbers (`1.5`). A
/// delivery's `paid` is the money of a sale, or `null`. Records refer to each other by name.
/// The layout is ``JSONWriter``'s.
enum JSONExport {
    /// The file's path in the site.
    static let path = "data/coop.json"

    /// The document of `coop`, written straight from the records: the settings, then each
    /// kind of record's array, in the declarations' order, each record an object of its
    /// declaration's columns (or a shape of its own). `title` is the coop's (the language's
    /// default when coop.yaml gives none).
    static func bytes(_ coop: Coop, title: String) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.key("generator")
            json.string("Coop Count")
            json.key("version")
            json.int(2)
            json.key("currency")
            json.string(coop.settings.currency.code)
            for kind in RecordKind.allCases {
                let declaration = kind.declaration
                switch kind {
                case .settings:
                    json.key("settings")
                    settings(coop.settings, title: title, into: &json)
                case .eggs:
                    let names = Names(coop)
                    let withheld = !coop.treatments.isEmpty
                    records(declaration.stem, coop.eggs.entries, into: &json) { eggs($0, names, withheld: withheld, into: &$1) }
                case .people:
                    records(declaration.stem, coop.people, into: &json) { person($0, into: &$1) }
                case .kinds, .hens, .notes, .expenses, .contributions, .deliveries, .treatments, .hatches, .chores:
                    guard let table = declaration.export.table else { continue }
                    json.key(JSONWriter.Key(declaration.stem))
                    self.table(table, coop, into: &json)
                }
            }
        }
        return json.document
    }

    /// An array of an object per record, a member per column.
    private static func table(_ table: ExportTable, _ coop: Coop, into json: inout JSONWriter) {
        let keys = table.columns.map { JSONWriter.Key($0.name) }
        json.array { json in
            for row in table.rows(coop) {
                json.object { json in
                    for (key, value) in zip(keys, row) {
                        json.key(key)
                        write(value, into: &json)
                    }
                }
            }
        }
    }

    /// One column's value.
    private static func write(_ value: ExportValue, into json: inout JSONWriter) {
        switch value {
        case .text(let text), .slug(let text): json.string(text)
        case .optionalText(let text): json.text(text)
        case .date(let date): json.date(date)
        case .count(let count): json.int(count)
        case .optionalCount(let count): if let count { json.int(count) } else { json.null() }
        case .money(let amount): if let amount { money(amount, into: &json) } else { json.null() }
        case .bool(let flag): json.bool(flag)
        case .words(let words): strings(words, into: &json)
        case .details(let rows): details(rows, into: &json)
        }
    }

    /// The names of the kinds and hens as keys, by index, for the egg entries' members.
    private struct Names {
        let kinds: [JSONWriter.Key]
        let hens: [JSONWriter.Key]

        init(_ coop: Coop) {
            kinds = coop.kinds.map { JSONWriter.Key($0.name) }
            hens = coop.hens.map { JSONWriter.Key($0.name) }
        }
    }

    /// The member `key`: an array of `items`, each written by `write`.
    private static func records<Item>(
        _ key: String, _ items: [Item], into json: inout JSONWriter,
        _ write: (Item, inout JSONWriter) -> Void
    ) {
        json.key(JSONWriter.Key(key))
        json.array { json in
            for item in items { write(item, &json) }
        }
    }

    private static func settings(_ settings: Settings, title: String, into json: inout JSONWriter) {
        json.object { json in
            json.key(field: .title)
            json.string(title)
            json.key(field: .description)
            json.text(settings.description)
            json.key(field: .weekStarts)
            json.string(settings.weekStart.keyword)
            json.key(field: .latitude)
            if let latitude = settings.latitude { json.number(String(latitude)) } else { json.null() }
            json.key(field: .goal)
            if let goal = settings.weeklyGoal {
                json.object { json in
                    json.key(field: .eggsPerWeek)
                    json.int(goal)
                }
            } else {
                json.null()
            }
            json.key(field: .baseURL)
            json.text(settings.baseURL)
            json.key(field: .editURL)
            json.text(settings.editURL)
            json.key(field: .storePrice)
            if let price = settings.storePrice { money(price, into: &json) } else { json.null() }
            json.key(field: .language)
            json.string(settings.language)
            json.key(field: .reminders)
            if let collect = settings.collectReminder {
                json.object { json in
                    json.key(field: .collect)
                    json.string(collect.text)
                }
            } else {
                json.null()
            }
        }
    }

    /// An egg entry: `laid` has every kind (0 included), `cracked_by_kind` and `credits`
    /// only the kinds and hens named; `until` is the last day of a range, else `null`; in a
    /// coop with treatments, `withheld` the eggs not to eat or sell.
    private static func eggs(_ entry: EggEntry, _ names: Names, withheld: Bool, into json: inout JSONWriter) {
        json.object { json in
            json.key(field: .date)
            json.date(entry.first)
            json.key(field: .until)
            json.date(entry.isRange ? entry.last : nil)
            json.key("laid")
            json.object { json in
                for (kind, laid) in zip(names.kinds, entry.laid) {
                    json.key(kind)
                    json.int(laid)
                }
            }
            json.key(field: .cracked)
            json.int(entry.cracked)
            json.key("cracked_by_kind")
            json.object { json in
                for (kind, cracked) in zip(names.kinds, entry.crackedByKind) where cracked > 0 {
                    json.key(kind)
                    json.int(cracked)
                }
            }
            if withheld {
                json.key("withheld")
                json.int(entry.withheld)
            }
            json.key("credits")
            json.object { json in
                for credit in entry.credits {
                    json.key(names.hens[credit.henIndex])
                    json.int(credit.count)
                }
            }
        }
    }

    private static func person(_ person: Person, into json: inout JSONWriter) {
        json.object { json in
            json.key(field: .name)
            json.string(person.name)
            json.key(field: .slug)
            json.string(person.slug)
            json.key(field: .periods)
            json.array { json in
                for period in person.periods {
                    json.object { json in
                        json.key(field: .from)
                        json.date(period.from)
                        json.key(field: .until)
                        json.date(period.until)
                        json.key(field: .shares)
                        json.number(period.shares.description)
                    }
                }
            }
            json.key(field: .details)
            details(person.details, into: &json)
        }
    }

    /// `24.99`: a number, written exactly from the cents (never through a floating-point value).
    private static func money(_ amount: Money, into json: inout JSONWriter) { json.number(amount.description) }

    /// An array of strings.
    private static func strings(_ values: [String], into json: inout JSONWriter) {
        json.array { json in
            for value in values { json.string(value) }
        }
    }

    /// Free facts as an object, in the order written.
    private static func details(_ rows: [DetailRow], into json: inout JSONWriter) {
        json.object { json in
            for row in rows {
                json.key(JSONWriter.Key(row.label))
                json.string(row.value)
            }
        }
    }
}

extension JSONWriter {
    /// Starts an object's member whose key is a field's key of the content format.
    fileprivate mutating func key(field: FieldKey) { key(word: field.name) }
}
