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

    /// The document of `coop`, written straight from the records.
    static func bytes(_ coop: Coop) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.key("generator")
            json.string("Coop Count")
            json.key("version")
            json.int(2)
            json.key("currency")
            json.string(coop.settings.currency.code)
            json.key("settings")
            settings(coop.settings, into: &json)
            records("kinds", coop.kinds, into: &json) { kind($0, into: &$1) }
            records("hens", coop.hens, into: &json) { hen($0, coop, into: &$1) }
            let names = Names(coop)
            records("eggs", coop.eggs.entries, into: &json) { eggs($0, names, into: &$1) }
            records("notes", coop.notes, into: &json) { note($0, coop, into: &$1) }
            records("people", coop.people, into: &json) { person($0, into: &$1) }
            records("expenses", coop.expenses, into: &json) { expense($0, coop, into: &$1) }
            records("contributions", coop.contributions, into: &json) { contribution($0, coop, into: &$1) }
            records("deliveries", coop.deliveries, into: &json) { delivery($0, coop, into: &$1) }
        }
        return json.document
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
        _ key: StaticString, _ items: [Item], into json: inout JSONWriter,
        _ write: (Item, inout JSONWriter) -> Void
    ) {
        json.key(key)
        json.array { json in
            for item in items { write(item, &json) }
        }
    }

    private static func settings(_ settings: Settings, into json: inout JSONWriter) {
        json.object { json in
            json.key("title")
            json.string(settings.title)
            json.key("description")
            json.text(settings.description)
            json.key("week_starts")
            json.string(settings.weekStart.name.lowercased())
            json.key("latitude")
            if let latitude = settings.latitude { json.number(String(latitude)) } else { json.null() }
            json.key("goal")
            if let goal = settings.weeklyGoal {
                json.object { json in
                    json.key("eggs_per_week")
                    json.int(goal)
                }
            } else {
                json.null()
            }
            json.key("base_url")
            json.text(settings.baseURL)
            json.key("edit_url")
            json.text(settings.editURL)
        }
    }

    private static func kind(_ kind: EggKind, into json: inout JSONWriter) {
        json.object { json in
            json.key("name")
            json.string(kind.name)
            json.key("slug")
            json.string(kind.slug)
            json.key("label")
            json.text(kind.label)
            json.key("color")
            json.text(kind.color)
            json.key("size")
            json.text(kind.size)
            json.key("details")
            details(kind.details, into: &json)
        }
    }

    private static func hen(_ hen: Hen, _ coop: Coop, into json: inout JSONWriter) {
        json.object { json in
            json.key("name")
            json.string(hen.name)
            json.key("slug")
            json.string(hen.slug)
            json.key("breed")
            json.text(hen.breed)
            json.key("kind")
            json.string(coop.kinds[hen.kindIndex].name)
            json.key("hatched")
            json.date(hen.hatched)
            json.key("added")
            json.date(hen.added)
            json.key("started_laying")
            json.date(hen.startedLaying)
            json.key("removed")
            json.date(hen.removed)
            json.key("removed_reason")
            json.text(hen.removedReason)
            json.key("photo")
            json.text(hen.photo)
            json.key("about")
            json.text(hen.about)
            json.key("details")
            details(hen.details, into: &json)
        }
    }

    /// An egg entry: `laid` has every kind (0 included), `cracked_by_kind` and `credits`
    /// only the kinds and hens named; `until` is the last day of a range, else `null`.
    private static func eggs(_ entry: EggEntry, _ names: Names, into json: inout JSONWriter) {
        json.object { json in
            json.key("date")
            json.date(entry.first)
            json.key("until")
            json.date(entry.isRange ? entry.last : nil)
            json.key("laid")
            json.object { json in
                for (kind, laid) in zip(names.kinds, entry.laid) {
                    json.key(kind)
                    json.int(laid)
                }
            }
            json.key("cracked")
            json.int(entry.cracked)
            json.key("cracked_by_kind")
            json.object { json in
                for (kind, cracked) in zip(names.kinds, entry.crackedByKind) where cracked > 0 {
                    json.key(kind)
                    json.int(cracked)
                }
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

    private static func note(_ note: Note, _ coop: Coop, into json: inout JSONWriter) {
        json.object { json in
            json.key("date")
            json.date(note.date)
            json.key("until")
            json.date(note.until)
            json.key("title")
            json.string(note.title)
            json.key("tags")
            strings(note.tags, into: &json)
            json.key("hens")
            strings(note.henIndexes.map { coop.hens[$0].name }, into: &json)
            json.key("text")
            json.text(note.text)
        }
    }

    private static func person(_ person: Person, into json: inout JSONWriter) {
        json.object { json in
            json.key("name")
            json.string(person.name)
            json.key("slug")
            json.string(person.slug)
            json.key("periods")
            json.array { json in
                for period in person.periods {
                    json.object { json in
                        json.key("from")
                        json.date(period.from)
                        json.key("until")
                        json.date(period.until)
                        json.key("shares")
                        json.number(period.shares.description)
                    }
                }
            }
            json.key("details")
            details(person.details, into: &json)
        }
    }

    private static func expense(_ expense: Expense, _ coop: Coop, into json: inout JSONWriter) {
        json.object { json in
            json.key("date")
            json.date(expense.date)
            json.key("item")
            json.string(expense.item)
            json.key("amount")
            money(expense.amount, into: &json)
            json.key("consumable")
            json.bool(expense.consumable)
            json.key("shared")
            json.bool(expense.shared)
            json.key("paid_by")
            json.text(expense.paidByIndex.map { coop.people[$0].name })
            json.key("tags")
            strings(expense.tags, into: &json)
        }
    }

    private static func contribution(_ contribution: Contribution, _ coop: Coop, into json: inout JSONWriter) {
        json.object { json in
            json.key("date")
            json.date(contribution.date)
            json.key("person")
            json.string(coop.people[contribution.personIndex].name)
            json.key("amount")
            money(contribution.amount, into: &json)
            json.key("note")
            json.text(contribution.note)
        }
    }

    private static func delivery(_ delivery: Delivery, _ coop: Coop, into json: inout JSONWriter) {
        json.object { json in
            json.key("date")
            json.date(delivery.date)
            json.key("person")
            json.string(coop.people[delivery.personIndex].name)
            json.key("eggs")
            json.int(delivery.eggs)
            json.key("paid")
            if let paid = delivery.paid { money(paid, into: &json) } else { json.null() }
            json.key("note")
            json.text(delivery.note)
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
