import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// What a public build sees of a coop (``PublicView``): each switch of `publish:`, and the
/// notes that name a person.
@Suite struct PublicViewTests {
    static let files: [String: String] = [
        "coop.yaml": "title: Maple Street Coop\n",
        "hens.yaml": "- name: Señora Clucks\n- name: Rosa\n  about: Rosa's sister came from Jen.\n",
        "people.yaml": "- name: Jen Kowalski\n  shares: 1\n- name: Maple Street Market\n  shares: 0\n- name: Rivera family\n  shares: 1\n",
        "eggs.yaml": "2026-11-20: 3\n",
        "expenses.yaml": "- {date: 2026-11-01, item: Feed, amount: 24.99, paid_by: Jen Kowalski}\n",
        "contributions.yaml": "- {date: 2026-11-02, person: Jen Kowalski, amount: 10}\n",
        "deliveries.yaml": "- {date: 2026-11-03, person: Maple Street Market, eggs: 12, paid: 5}\n",
    ]

    /// The public view of `files` with `publish` (a flow mapping) and `notes` (titles).
    func view(_ publish: String = "{}", notes: [String] = []) -> PublicView {
        var files = Self.files
        files["coop.yaml", default: ""] += "publish: \(publish)\n"
        files["notes.yaml"] = notes.map { "- {date: 2026-11-10, title: \"\($0)\"}\n" }.joined()
        let loaded = loadContent(files)
        #expect(!loaded.diagnostics.containsErrors, "\(describe(loaded.diagnostics))")
        return PublicView(loaded.coop, sources: loaded.sources)
    }

    @Test func thePresetKeepsNoPersonAndNoMoney() {
        let coop = view().coop
        #expect(coop.people.isEmpty && coop.expenses.isEmpty && coop.contributions.isEmpty && coop.deliveries.isEmpty)
        #expect(coop.hens.count == 2 && coop.eggs.totalLaid == 3)
        #expect(coop.hens[1].about == nil, "Rosa's story names Jen")
    }

    @Test func eachSwitch() {
        let money = view("{money: true, expenses: true}").coop
        #expect(money.expenses.count == 1 && money.expenses[0].paidByIndex == nil, "no payer without people")
        #expect(money.people.isEmpty && money.deliveries.isEmpty && money.contributions.isEmpty)
        let people = view("{people: true}", notes: ["Jen joins"])
        #expect(people.coop.people.isEmpty, "the people pages are a ledger: they need money too")
        #expect(people.coop.notes.count == 1 && people.leftOut.isEmpty, "the notes may name people")
        #expect(people.coop.hens[1].about != nil)
        let all = view("{people: true, money: true, expenses: true}").coop
        #expect(all.people.count == 3 && all.deliveries.count == 1 && all.contributions.count == 1)
        #expect(all.expenses[0].paidByIndex == 0)
        #expect(view("{expenses: true}").coop.expenses.isEmpty, "an expense is an amount")
    }

    @Test func notesThatNameAPersonAreLeftOut() {
        let titles = [
            "JEN's drill", "Jén came by", "The Riveras' dog", "Kowalski", "jen kowalski visits", "Maple Street Market order",
            "Maple leaves", "Señora Clucks broody", "Jenny is a hen name", "Marketing", "Quiet day", "The market was shut",
        ]
        let kept = view(notes: titles).coop.notes.map(\.title)
        #expect(kept == ["Maple leaves", "Señora Clucks broody", "Jenny is a hen name", "Marketing", "Quiet day", "The market was shut"])
    }

    /// A treatment whose text names a person stays, its eggs still withheld, without its text.
    @Test func aTreatmentsTextThatNamesAPersonIsLeftOut() {
        var files = Self.files
        files["treatments.yaml"] =
            "- date: 2026-11-20\n  what: Tylosin\n  hens: [Rosa]\n  withdrawal_days: 7\n  text: Jen drove her to the vet.\n"
            + "- date: 2026-11-21\n  what: Mite spray\n  text: Dusted at dusk.\n"
        let loaded = loadContent(files)
        let view = PublicView(loaded.coop, sources: loaded.sources)
        #expect(view.coop.treatments.map(\.text) == [nil, "Dusted at dusk."])
        #expect(view.coop.treatments.count == 2 && view.coop.eggs.entries[0].withheld == 3)
        #expect(
            describe(view.leftOut) == [
                "content/hens.yaml:3:34: warning: the about of the hen 'Rosa' names 'Jen': a public build leaves it out [names-a-person]",
                "content/treatments.yaml:5:9: warning: the text of the treatment 'Tylosin' names 'Jen': a public build leaves it out "
                    + "[names-a-person]",
            ])
    }

    @Test func theChoresAndTheCollectReminderStayAtHome() {
        var files = Self.files
        files["coop.yaml", default: ""] += "reminders: {collect: \"18:00\"}\n"
        files["chores.yaml"] = "- title: Clean the coop with Jen\n  every: 2 weeks\n  from: 2026-11-01\n"
        let loaded = loadContent(files)
        #expect(loaded.coop.chores.count == 1 && loaded.coop.settings.collectReminder != nil)
        let view = PublicView(loaded.coop, sources: loaded.sources)
        #expect(view.coop.chores.isEmpty)
        #expect(view.coop.settings.collectReminder == nil)
        // Left out whatever their words: no warning for the name in a chore's title.
        #expect(!describe(view.leftOut).contains { $0.contains("chores.yaml") })
    }

    @Test func privateTagsAndPrivateNames() {
        var files = Self.files
        files["coop.yaml", default: ""] += "publish: {private_tags: [kids, private], private_names: [Sofía]}\n"
        files["notes.yaml"] =
            "- {date: 2026-11-10, title: Science fair, tags: [kids]}\n- {date: 2026-11-11, title: Sofia's lap}\n"
            + "- {date: 2026-11-12, title: Away, tags: PRIVATE}\n- {date: 2026-11-13, title: Rain}\n"
        let loaded = loadContent(files)
        let view = PublicView(loaded.coop, sources: loaded.sources)
        #expect(view.coop.notes.map(\.title) == ["Rain"])
        #expect(
            describe(view.leftOut).filter { $0.contains("notes.yaml") } == [
                "content/notes.yaml:2:29: warning: the note 'Sofia's lap' names 'Sofía': a public build leaves it out [names-a-person]"
            ])
    }

    @Test func onlyThePhotosOfWhatStaysArePublished() {
        var files = Self.files
        files["hens.yaml"] = "- name: Rosa\n  photo: photos/rosa.jpg\n"
        files["notes.yaml"] =
            "- {date: 2026-11-10, title: Snow, text: \"![snow](photos/snow.jpg)\"}\n"
            + "- {date: 2026-11-11, title: Party, tags: private, text: \"![us](photos/party.jpg)\"}\n"
        for photo in ["rosa", "snow", "party", "kids"] { files["photos/\(photo).jpg"] = "jpg" }
        let loaded = loadContent(files)
        #expect(loaded.coop.assets.count == 4)
        #expect(PublicView(loaded.coop, sources: loaded.sources).coop.assets == ["photos/rosa.jpg", "photos/snow.jpg"])
    }

    @Test func theEditAddressIsNotPublic() {
        var files = Self.files
        files["coop.yaml", default: ""] += "edit_url: https://example.org/edit/\n"
        let loaded = loadContent(files)
        #expect(loaded.coop.settings.editURL != nil)
        #expect(PublicView(loaded.coop, sources: loaded.sources).coop.settings.editURL == nil)
    }
}
