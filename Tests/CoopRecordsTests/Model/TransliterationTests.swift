import Testing

@testable import CoopRecords

/// Names in other alphabets get readable page addresses (issue 19, point 7), and Latin ones
/// keep theirs.
@Suite struct TransliterationTests {
    @Test(arguments: [
        ("Пеструшка 1", "pestrushka-1"), ("Θάλεια", "thaleia"), ("ΘΆΛΕΙΑ", "thaleia"), ("Ряба Курочка", "ryaba-kurochka"),
        ("Щука", "shchuka"), ("Їжачок", "yizhachok"), ("Ђурђа", "djurdja"), ("Объём", "obyom"), ("Ψυχή", "psychi"),
        ("Χαρά", "chara"), ("פנינה", "pnynh"), ("لؤلؤة", "lwlwh"), ("Pearl Пеструшка", "pearl-pestrushka"),
        ("小鸡", "u5c0f-u9e21"),
    ])
    func otherAlphabets(_ name: String, _ slug: String) {
        #expect(Slug.make(name) == slug)
    }

    @Test(arguments: [
        ("Señora Clucks", "senora-clucks"), ("Henrietta", "henrietta"), ("Ångström & Co.", "angstrom-and-co"),
        ("Phở Gà", "pho-ga"), ("Łucja", "lucja"), ("Dot 2", "dot-2"), ("Straße", "strasse"),
    ])
    func latinNamesKeepTheirAddresses(_ name: String, _ slug: String) {
        #expect(Slug.make(name) == slug)
    }
}
