/// A breed and the eggs a hen of it usually lays in a year, in her first year of laying.
public struct Breed: Sendable, Equatable {
    /// The breed's name: "Plymouth Rock".
    public let name: String
    /// Typical eggs a year.
    public let eggsPerYear: Int
    /// Other names that mean it ("barred rock"): a hen's breed matches when it holds every word
    /// of the name or of one of these.
    public let aliases: [String]
    /// Where the figure comes from: a key of ``BreedTable/sources``.
    public let source: String
}

/// Typical eggs a year of common breeds, with their sources (docs/insight.md lists them).
///
/// Pure breeds are from the Victorian veterinary guide to expected laying of large fowl of
/// utility strains (exhibition strains lay less); breeds it does not list, hybrids and ducks
/// are the middle of the range their source gives. A hen or kind may say otherwise with
/// `expected_per_year`.
public enum BreedTable {
    /// The sources, by key.
    public static let sources = [
        "vicvet":
            "Victorian Veterinary Clinic, \"A guide to pure breed chicken expected laying capabilities (large fowl)\", vicvet.com/breeds-laying.php",
        "evans": "Evans Chickens, \"Cream Legbar\" (150-200 eggs a year), evanschickens.com.au/cream-legbar",
        "birdvenue": "Bird Venue, \"Ameraucana chicken egg laying\" (150-200 eggs a year), birdvenue.com",
        "coopcare": "Coop Care, \"Best laying chicken breeds for beginners\" (Black Star 280-300, Golden Comet 250-320), coopcare.com",
        "apa-ducks": "American Poultry Association, as quoted by the wpbSabi/ducks log (Khaki Campbell 250-340, White Crested 100-150)",
    ]

    /// The breeds, most laying first within each source.
    public static let breeds: [Breed] = [
        Breed(name: "Rhode Island Red", eggsPerYear: 260, aliases: ["rir"], source: "vicvet"),
        Breed(name: "Sussex", eggsPerYear: 260, aliases: [], source: "vicvet"),
        Breed(name: "Fayoumi", eggsPerYear: 250, aliases: [], source: "vicvet"),
        Breed(name: "Leghorn", eggsPerYear: 240, aliases: [], source: "vicvet"),
        Breed(name: "Friesian", eggsPerYear: 230, aliases: [], source: "vicvet"),
        Breed(name: "Ancona", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Andalusian", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Campine", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Hamburg", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Marans", eggsPerYear: 200, aliases: ["maran"], source: "vicvet"),
        Breed(name: "Minorca", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Plymouth Rock", eggsPerYear: 200, aliases: ["rock"], source: "vicvet"),
        Breed(name: "Poland", eggsPerYear: 200, aliases: ["polish"], source: "vicvet"),
        Breed(name: "Welsummer", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Wyandotte", eggsPerYear: 200, aliases: [], source: "vicvet"),
        Breed(name: "Dorking", eggsPerYear: 190, aliases: [], source: "vicvet"),
        Breed(name: "Australorp", eggsPerYear: 180, aliases: [], source: "vicvet"),
        Breed(name: "Barnevelder", eggsPerYear: 180, aliases: [], source: "vicvet"),
        Breed(name: "Croad Langshan", eggsPerYear: 180, aliases: ["langshan"], source: "vicvet"),
        Breed(name: "Faverolles", eggsPerYear: 180, aliases: [], source: "vicvet"),
        Breed(name: "Orpington", eggsPerYear: 180, aliases: [], source: "vicvet"),
        Breed(name: "Araucana", eggsPerYear: 150, aliases: [], source: "vicvet"),
        Breed(name: "Brahma", eggsPerYear: 150, aliases: [], source: "vicvet"),
        Breed(name: "Silkie", eggsPerYear: 150, aliases: [], source: "vicvet"),
        Breed(name: "Cochin", eggsPerYear: 100, aliases: [], source: "vicvet"),
        Breed(name: "Cream Legbar", eggsPerYear: 175, aliases: ["legbar"], source: "evans"),
        Breed(name: "Ameraucana", eggsPerYear: 175, aliases: [], source: "birdvenue"),
        Breed(name: "Black Star", eggsPerYear: 290, aliases: ["black sex link"], source: "coopcare"),
        Breed(name: "Golden Comet", eggsPerYear: 285, aliases: ["cinnamon queen", "red star", "red sex link"], source: "coopcare"),
        Breed(name: "Khaki Campbell duck", eggsPerYear: 295, aliases: ["khaki campbell"], source: "apa-ducks"),
        Breed(name: "White Crested duck", eggsPerYear: 125, aliases: ["white crested"], source: "apa-ducks"),
    ]

    /// The lower-case words of `text`: "Buff Orpington" -> ["buff", "orpington"].
    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    /// The breed a hen's breed text names: the one whose name (or an alias) has all its words in
    /// the text, the longest such name first ("White Leghorn" is a Leghorn, "Barred Rock" a
    /// Plymouth Rock; "Khaki/Buff mix" is no breed of the table).
    public static func match(_ text: String) -> Breed? {
        let given = words(text)
        var best: (breed: Breed, length: Int)?
        for (breed, names) in breedWords {
            for needed in names {
                if !needed.isEmpty, needed.isSubset(of: given), needed.count > (best?.length ?? 0) { best = (breed, needed.count) }
            }
        }
        return best?.breed
    }

    /// Each breed with the ``words(_:)`` of its name and of each alias, in that order: made
    /// once, not at every ``match(_:)`` (a hen's breed is matched for each page that shows
    /// what she usually lays).
    private static let breedWords: [(breed: Breed, names: [Set<String>])] = breeds.map { breed in
        (breed, ([breed.name] + breed.aliases).map(words))
    }
}
