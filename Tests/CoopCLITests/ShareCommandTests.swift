import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop share`: a plain-text summary of a week or a year, to paste into a message.
@Suite struct ShareCommandTests {
    @Test func shareSummarises() async {
        let folder = TemporaryFolder(files: [
            "coop.yaml": "title: Pine Coop\n",
            "kinds.yaml": "- name: brown\n- name: blue\n",
            "hens.yaml": "- name: Pearl\n- name: Olive\n  kind: blue\n",
            "people.yaml": "- name: Ana\n- name: Ben\n- name: Shop\n  shares: 0\n",
            "eggs.yaml":
                "2026-11-10: {brown: 1, blue: 1}\n2026-11-11: 1\n2026-11-16: {brown: 1, blue: 1}\n2026-11-17: {brown: 2, cracked: 1}\n2026-11-18: 1\n",
            "expenses.yaml": "- date: 2026-11-16\n  item: Feed\n  amount: 10\n  paid_by: Ana\n",
            "deliveries.yaml":
                "- date: 2026-11-18\n  person: Ben\n  eggs: 2\n- date: 2026-11-18\n  person: Shop\n  eggs: 1\n  paid: 0.50\n",
        ])
        let run = await runCoop(["share", "week", "--content", folder.path, "--today", "2026-11-18"])
        #expect(run.status == 0)
        // Monday 16 to Wednesday 18: 2 + 2 + 1 = 5 eggs; the same days of the week before (10-11): 3.
        // The shop's egg sold for 0.50 is credited to Ana and Ben, 1:1: 0.25 each. Ana paid the
        // feed (10.00) and her split is 5.00: 5.00 + 0.25 owed to her; Ben -5.00 + 0.25; the pot 0.50.
        // 12 x 50 / 1 = 600 cents a dozen.
        #expect(
            run.out == """
                # Pine Coop: week of Mon 16 Nov 2026

                Eggs: 5 (brown 4, blue 1), 1 cracked on 3 recorded days
                Best day: Mon 16 Nov 2026, 2 eggs
                Change on the same days of the week before: +2 (+66.7%)
                Laying: 0.83 eggs per hen a day, 2 hens laying
                Deliveries: Ben 2 eggs, Shop 1 egg
                Sold: 1 egg for $0.50, $6.00 a dozen
                Owed to Ana: $5.25
                Ben owes: $4.75
                In the pot: $0.50

                """)
    }

    /// The sample coop laid 682 eggs from 1 Jan to 22 Nov 2026 and 685 on the same days of 2025:
    /// -3, and -3 / 685 = -0.44%, rounded to one decimal as stats.html shows it (there with a
    /// true minus sign; here plain '-', as in the count).
    @Test func shareRoundsTheChangeLikeTheStatsPage() async {
        let run = await runCoop(["share", "year", "--content", repositoryRoot + "/content", "--today", "2026-11-22"])
        #expect(run.status == 0)
        #expect(run.out.contains("\nChange on the same days of the year before: -3 (-0.4%)\n"))
    }
}
