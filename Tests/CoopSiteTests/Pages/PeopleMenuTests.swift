import Testing

/// The people tab's menu of a coop with many people lists the people near the page's
/// person, not everyone, so that the site grows linearly with the people (issue 27, point 2);
/// up to 40 people, it lists them all.
@Suite struct PeopleMenuTests {
    /// A coop of `count` people named Person 1 to Person N, and a week of eggs.
    static func coop(people count: Int) -> BuiltSite {
        let people = (1...count).map { "- name: Person \($0)\n  shares: 1\n" }.joined()
        let eggs = (15...21).map { "2026-11-\($0): 3\n" }.joined()
        return BuiltSite(files: ["people.yaml": people, "eggs.yaml": eggs])
    }

    @Test func manyPeoplesMenuListsTheNearest() {
        let site = Self.coop(people: 60)
        #expect(HenMenuTests.menu(site, "people/person-30.html").links == ["Everyone"] + (20...40).map { "Person \($0)" })
        #expect(HenMenuTests.menu(site, "people/person-2.html").links == ["Everyone"] + (1...21).map { "Person \($0)" })
        #expect(HenMenuTests.menu(site, "people/person-60.html").links == ["Everyone"] + (40...60).map { "Person \($0)" })
        #expect(HenMenuTests.menu(site, "people/index.html").links == ["Everyone"] + (1...21).map { "Person \($0)" })
        // Everyone's page still lists everyone.
        #expect(site.page("people/index.html").contains("Person 60"))
    }

    @Test func fortyPeoplesMenuListsEveryone() {
        let site = Self.coop(people: 40)
        #expect(HenMenuTests.menu(site, "people/person-3.html").links == ["Everyone"] + (1...40).map { "Person \($0)" })
    }
}
