import CoopDiagnostics

/// The coop as a public build shows it (`coop build --public`, `coop publish`): the records
/// with what `publish:` in coop.yaml leaves out taken away, so that no page, feed or export
/// made from it can say it.
///
/// - Without `people`: no people, no deliveries, no contributions, no expense's payer.
/// - Without `money`: none of them either (the people pages are a ledger: balances, the
///   pot, what was paid), and no expenses; `people` alone lets the notes name people.
/// - Without `expenses`: no expenses.
/// - No note tagged with one of `private_tags`.
/// - No note whose title or text names a person whose name may not be published (or one of
///   `private_names`); no hen's story, fact or reason for leaving that does (the hen stays);
///   no treatment's text that does (the treatment stays: its withheld eggs still count); no
///   description that does. Each is a warning in ``leftOut``.
/// - No chores and no daily "collect the eggs" reminder: they are the family's own jobs,
///   and a stranger who subscribes to the public calendar feed gets no alarms.
/// - No `edit_url`: the public has no way to edit the files.
/// - Only the photos (and other files) that a hen's `photo`, or the text of a note or a hen
///   kept, refers to: a photo of the children beside the records stays at home.
public struct PublicView: Sendable {
    /// The coop with only what may be published.
    public let coop: Coop
    /// A warning for each note, hen's text or setting left out because it names a person,
    /// at the name: what `coop check --public` lists and `coop build --public` counts.
    public let leftOut: [Diagnostic]

    /// The public view of `coop`; `sources` (the content files' text) place the warnings.
    public init(_ coop: Coop, sources: SourceLibrary) {
        let publish = coop.settings.publish
        let finder = NameFinder(
            people: publish.people ? [] : coop.people.map(\.name), privateNames: publish.privateNames,
            title: coop.settings.title, hens: coop.hens.map(\.name))
        let locator = NameLocator(sources: sources)
        var leftOut: [Diagnostic] = []
        func leave(_ what: String, _ name: NameFinder.Name, at record: SourceLocation, before end: Int?, label: String? = nil) {
            leftOut.append(
                .warning(
                    .namesAPerson, "\(what) names '\(name.shown)': a public build leaves it out",
                    at: locator.locate(name, in: record, before: end, label: label), length: name.shown.unicodeScalars.count,
                    help: "tag it private, or write it without the name, to say so yourself"))
        }

        var settings = coop.settings
        settings.editURL = nil
        settings.collectReminder = nil
        // The store's price is what the savings compare with the money spent: money.
        if !publish.money { settings.storePrice = nil }
        if let description = settings.description, let name = finder.name(in: description), let location = settings.location {
            leave("the description", name, at: location, before: nil)
            settings.description = nil
        }

        let privateTags = Set(publish.privateTags.map { $0.lowercased() })
        let ends = Self.recordEnds(coop.notes.map(\.location))
        let notes = coop.notes.filter { note in
            if note.tags.contains(where: { privateTags.contains($0.lowercased()) }) { return false }
            if let name = finder.name(in: note.title) ?? note.text.flatMap({ finder.name(in: $0) }) {
                leave("the note '\(note.title)'", name, at: note.location, before: ends[note.location])
                return false
            }
            return true
        }

        let hens = coop.hens.map { hen in
            func kept(_ text: String?, _ what: String) -> String? {
                guard let text, let name = finder.name(in: text) else { return text }
                leave("the \(what) of the hen '\(hen.name)'", name, at: hen.location, before: nil)
                return nil
            }
            let details = hen.details.filter { row in
                guard let name = finder.name(in: row.label) ?? finder.name(in: row.value) else { return true }
                leave("the fact '\(row.label)' of the hen '\(hen.name)'", name, at: hen.location, before: nil, label: row.label)
                return false
            }
            return Hen(
                name: hen.name, slug: hen.slug, breed: hen.breed, kindIndex: hen.kindIndex, hatched: hen.hatched,
                added: hen.added, startedLaying: hen.startedLaying, removed: hen.removed, cause: hen.cause,
                removedReason: kept(hen.removedReason, "removed_reason"), photo: hen.photo, about: kept(hen.about, "about"),
                details: details, expectedPerYear: hen.expectedPerYear, location: hen.location)
        }

        let treatmentEnds = Self.recordEnds(coop.treatments.map(\.location))
        let treatments = coop.treatments.map { treatment -> Treatment in
            guard let text = treatment.text, let name = finder.name(in: text) else { return treatment }
            leave("the text of the treatment '\(treatment.what)'", name, at: treatment.location, before: treatmentEnds[treatment.location])
            return Treatment(
                date: treatment.date, until: treatment.until, what: treatment.what, henIndexes: treatment.henIndexes,
                withdrawalDays: treatment.withdrawalDays, text: nil, tags: treatment.tags, location: treatment.location)
        }

        // The people pages, the deliveries and the contributions are the ledger: amounts and names.
        let ledger = publish.people && publish.money
        var expenses: [Expense] = []
        if publish.expenses, publish.money {
            expenses = coop.expenses.compactMap { expense in
                if let name = finder.name(in: expense.item) {
                    leave("the expense '\(expense.item)'", name, at: expense.location, before: nil)
                    return nil
                }
                return Expense(
                    date: expense.date, item: expense.item, amount: expense.amount, quantity: expense.quantity,
                    consumable: expense.consumable,
                    shared: expense.shared, paidByIndex: ledger ? expense.paidByIndex : nil, tags: expense.tags,
                    location: expense.location)
            }
        }
        let texts = notes.compactMap(\.text) + hens.compactMap(\.about)
        let assets = coop.assets.filter { asset in
            hens.contains { $0.photo == asset } || texts.contains { $0.contains(asset) }
        }
        self.coop = Coop(
            settings: settings, kinds: coop.kinds, hens: hens, eggs: coop.eggs, notes: notes,
            people: ledger ? coop.people : [], expenses: expenses, contributions: ledger ? coop.contributions : [],
            deliveries: ledger ? coop.deliveries : [], treatments: treatments, hatches: coop.hatches,
            assets: assets, chores: [])
        self.leftOut = leftOut.sorted()
    }

    /// For each record's place, the line where the next record of its file starts: where a
    /// note's text ends.
    private static func recordEnds(_ locations: [SourceLocation]) -> [SourceLocation: Int] {
        var ends: [SourceLocation: Int] = [:]
        let sorted = locations.sorted()
        for (location, next) in zip(sorted, sorted.dropFirst()) where next.path == location.path {
            ends[location] = next.line
        }
        return ends
    }
}
