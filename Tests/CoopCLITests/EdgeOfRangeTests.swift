import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// A coop at the edges of what Coop Count keeps (issue 19, point 1): records on the last
/// supported day, the largest amounts, the most shares and the most eggs a day. `check`
/// passes, so `build` and `share` must too: they never disagree and never crash.
@Suite struct EdgeOfRangeTests {
    /// The files of the coop, with its records up to 9998-12-31.
    static let lastDays: [String: String] = [
        "content/contributions.yaml": """
        - {date: 9998-12-31, person: Big, amount: 999999999999.99}

        """,
        "content/coop.yaml": """
        title: Edge Coop
        goal: {eggs_per_week: 30}
        latitude: 89.9

        """,
        "content/deliveries.yaml": """
        - {date: 9998-12-31, person: Shop, eggs: 1000000, paid: 999999999999.99}
        - {date: 9998-12-31, person: Small, eggs: 1}

        """,
        "content/eggs.yaml": """
        9998-01-02: 1
        9998-06-01..9998-06-30: 1000000
        9998-12-30: {Pearl: 1, blue: 1000000, cracked: 3}
        9998-12-31: 1000000

        """,
        "content/expenses.yaml": """
        - {date: 9998-01-02, item: Coop, amount: 999999999999.99, consumable: false}
        - {date: 9998-12-31, item: Feed, amount: 999999999999.99, paid_by: Small}
        - {date: 9998-12-31, item: Treats, amount: 0.01, shared: false}

        """,
        "content/hens.yaml": """
        - name: Pearl
          kind: brown
          hatched: 9998-01-01
          added: 9998-01-02
          started_laying: 9998-06-01
        - name: Opal
          kind: blue
          added: 9998-01-02
          removed: 9998-12-31

        """,
        "content/kinds.yaml": """
        - name: brown
        - name: blue

        """,
        "content/notes.yaml": """
        - {date: 9998-12-01, until: 9998-12-31, title: The last month, hens: [Pearl], tags: [end]}

        """,
        "content/people.yaml": """
        - name: Big
          shares: 1000000
        - name: Small
          shares: 0.001
          from: 9998-12-31
        - name: Shop
          shares: 0

        """,
    ]

    /// The same coop moved to the first days kept: 1900-01-01 to 1900-01-10.
    static let firstDays: [String: String] = lastDays.mapValues { text in
        [
            ("9998-06-01..9998-06-30", "1900-01-03..1900-01-04"), ("9998-12-30", "1900-01-09"), ("9998-12-31", "1900-01-10"),
            ("9998-12-01", "1900-01-05"), ("9998-06-01", "1900-01-03"), ("9998-01-02", "1900-01-02"), ("9998-01-01", "1900-01-01"),
        ].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test(arguments: [("9998-12-31", false), ("1900-01-10", true)])
    func everyCommandWorksAtTheEdge(_ today: String, _ first: Bool) async {
        let folder = TemporaryFolder(files: first ? Self.firstDays : Self.lastDays)
        let content = folder.url("content")
        let check = await runCoop(["check", "--content", content, "--today", today])
        #expect(check.status == 0 && check.err == "", "\(check.err)")
        #expect(check.out == "2 hens, 2 kinds, \(first ? 5 : 33) egg days, 3,000,002 eggs laid, 1 note, 3 people, 3 expenses\n")
        let build = await runCoop(["build", "--content", content, "--output", folder.url("public"), "--today", today])
        #expect(build.status == 0 && build.err == "", "\(build.err)")
        #expect(folder.exists("public/people/big.html"))
        for span in ["week", "month", "year"] {
            let share = await runCoop(["share", span, "--content", content, "--today", today])
            #expect(share.status == 0 && share.err == "", "\(span): \(share.err)")
            #expect(share.out.contains("Sold: 1000000 eggs for $999,999,999,999.99, $12,000,000.00 a dozen\n"), "\(span)")
        }
    }
}
