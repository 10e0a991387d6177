import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// Rules for coop.yaml, people, expenses, contributions and deliveries.
@Suite struct SettingsAndLedgerRulesTests {
    static let people = "- name: Alvarez family\n  shares: 4\n- name: Rivera\n"

    static let cases: [ContentCase] = [
        ContentCase(
            "a currency in lower case", ["coop.yaml": "currency: usd\n"],
            [
                "content/coop.yaml:1:11: error: currency codes are upper case; did you mean 'USD'? [invalid-setting]"
            ]),
        ContentCase(
            "not a currency", ["coop.yaml": "currency: dollars\n"],
            [
                "content/coop.yaml:1:11: error: 'dollars' is not a currency code [invalid-setting]"
            ]),
        ContentCase(
            "a misspelt week start", ["coop.yaml": "week_starts: mondy\n"],
            [
                "content/coop.yaml:1:14: error: week_starts must be monday or sunday, not 'mondy'; did you mean 'monday'? [invalid-setting]"
            ]),
        ContentCase(
            "a latitude off the globe", ["coop.yaml": "latitude: 123\n"],
            [
                "content/coop.yaml:1:11: error: latitude must be a number of degrees from -90 to 90, not '123' [invalid-setting]"
            ]),
        ContentCase(
            "a goal that is a number", ["coop.yaml": "goal: 30\n"],
            [
                "content/coop.yaml:1:7: error: goal must be a mapping like {eggs_per_week: 30}, not a single value [wrong-type]"
            ]),
        ContentCase(
            "a goal with an unknown key", ["coop.yaml": "goal: {eggs_per_day: 4}\n"],
            [
                "content/coop.yaml:1:8: error: unknown key 'eggs_per_day' for goal; did you mean 'eggs_per_week'? [unknown-key]"
            ]),
        ContentCase(
            "publish that is a word", ["coop.yaml": "publish: no\n"],
            [
                "content/coop.yaml:1:10: error: publish must be a mapping like {people: false, money: false}, not a single value [wrong-type]"
            ]),
        ContentCase(
            "a misspelt publish switch", ["coop.yaml": "publish: {peple: true}\n"],
            [
                "content/coop.yaml:1:11: error: unknown key 'peple' for publish; did you mean 'people'? [unknown-key]"
            ]),
        ContentCase(
            "a publish switch that is not true or false", ["coop.yaml": "publish: {money: maybe}\n"],
            [
                "content/coop.yaml:1:18: error: 'money' must be true or false, not 'maybe' [invalid-bool]"
            ]),
        ContentCase(
            "private tags that are a mapping", ["coop.yaml": "publish:\n  private_tags: {a: b}\n"],
            [
                "content/coop.yaml:2:17: error: 'private_tags' must be a list like [a, b] or one word, not a mapping (key: value pairs) [wrong-type]"
            ]),
        ContentCase(
            "expenses without money", ["coop.yaml": "publish: {expenses: true}\n"],
            [
                "content/coop.yaml:1:21: warning: expenses: true publishes nothing while money is false: an expense is an amount [invalid-setting]"
            ]),
        ContentCase(
            "a javascript: edit link", ["coop.yaml": "edit_url: javascript:alert(1)\n"],
            [
                "content/coop.yaml:1:11: error: edit_url must be an http:// or https:// address, not 'javascript:alert(1)' [invalid-url]"
            ]),
        ContentCase(
            "a base URL with a quote", ["coop.yaml": "base_url: 'https://x.org/\"onmouseover=alert(1)'\n"],
            [
                "content/coop.yaml:1:11: error: base_url must be an http:// or https:// address, not 'https://x.org/\"onmouseover=alert(1)' [invalid-url]"
            ]),
        ContentCase(
            "negative shares", ["people.yaml": "- name: Rivera\n  shares: -2\n"],
            [
                "content/people.yaml:2:11: error: shares must be a number with at most three decimals (like 1, 2 or 1.5; 0 for a buyer), not '-2' [invalid-shares]"
            ]),
        ContentCase(
            "a sale of no money",
            [
                "people.yaml": "- name: Shop\n  shares: 0\n",
                "deliveries.yaml": "- date: 2026-11-07\n  person: Shop\n  eggs: 12\n  paid: 0\n",
            ],
            ["content/deliveries.yaml:4:9: error: 'paid' must be more than zero, not 0 [invalid-money]"]),
        ContentCase(
            "sharing that ends before it starts", ["people.yaml": "- name: Rivera\n  from: 2025-06-01\n  until: 2025-01-01\n"],
            [
                "content/people.yaml:3:10: error: 'until' (2025-01-01) is before 'from' (2025-06-01) [date-order]"
            ]),
        ContentCase(
            "overlapping periods of one person",
            ["people.yaml": "- name: Rivera\n  from: 2025-01-01\n  until: 2025-06-30\n- name: rivera\n  from: 2025-06-01\n"],
            [
                "content/people.yaml:4:3: error: this sharing period of 'Rivera' overlaps another of theirs [overlapping-period]\n  note content/people.yaml:1:3: the other period is here"
            ]),
        ContentCase(
            "three decimals", ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: 24.999\n"],
            [
                "content/expenses.yaml:3:11: error: 24.999 has more than two decimal places [invalid-money]"
            ]),
        ContentCase(
            "a free expense", ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: 0\n"],
            [
                "content/expenses.yaml:3:11: error: 'amount' must be more than zero, not 0 [invalid-money]"
            ]),
        ContentCase(
            "an amount with a currency sign", ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: $5\n"],
            [
                "content/expenses.yaml:3:11: error: '$5' is not an amount; write it like 24.99, without a currency sign or commas [invalid-money]"
            ]),
        ContentCase(
            "an expense without an amount", ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n"],
            [
                "content/expenses.yaml:1:3: error: an expense has no 'amount' [missing-field]"
            ]),
        ContentCase(
            "consumable maybe", ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: 5\n  consumable: maybe\n"],
            [
                "content/expenses.yaml:4:15: error: 'consumable' must be true or false, not 'maybe' [invalid-bool]"
            ]),
        ContentCase(
            "paid by an unknown person",
            [
                "people.yaml": people,
                "expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: 5\n  paid_by: Alvares family\n",
            ],
            [
                "content/expenses.yaml:4:12: error: unknown person 'Alvares family'; did you mean 'Alvarez family'? [unknown-person]"
            ]),
        ContentCase(
            "a contribution from nobody", ["contributions.yaml": "- date: 2026-11-01\n  person: Rivera\n  amount: 20\n"],
            [
                "content/contributions.yaml:2:11: error: unknown person 'Rivera' [unknown-person]"
            ]),
        ContentCase(
            "a delivery of no eggs", ["people.yaml": people, "deliveries.yaml": "- date: 2026-11-01\n  person: Rivera\n  eggs: 0\n"],
            [
                "content/deliveries.yaml:3:9: error: the number of eggs delivered must be at least 1, not 0 [invalid-count]"
            ]),
        ContentCase(
            "a delivery without eggs", ["people.yaml": people, "deliveries.yaml": "- date: 2026-11-01\n  person: Rivera\n"],
            [
                "content/deliveries.yaml:1:3: error: a delivery has no 'eggs' [missing-field]"
            ]),
    ]

    /// `publish:` as written, and its default when there is none: the preset.
    @Test func publishIsRead() {
        let preset = loadContent(["eggs.yaml": "2026-11-21: 2\n"]).coop.settings.publish
        #expect(preset == PublishSettings())
        #expect(!preset.people && !preset.money && !preset.expenses && !preset.searchEngines)
        #expect(preset.privateTags == ["private"] && preset.privateNames == [])
        let loaded = loadContent([
            "coop.yaml":
                "publish:\n  people: true\n  money: yes\n  expenses: true\n  private_tags: [family, kids]\n"
                + "  private_names: Sofia\n  search_engines: true\n"
        ])
        #expect(loaded.diagnostics.isEmpty)
        let publish = loaded.coop.settings.publish
        #expect(publish.people && publish.money && publish.expenses && publish.searchEngines)
        #expect(publish.privateTags == ["family", "kids"])
        #expect(publish.privateNames == ["Sofia"])
    }

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
