import CoopDiagnostics
import CoopYAML

extension ContentAssembler {
    mutating func readKind(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .kinds, file: &file) else { return }
        let fields = MappingReader(mapping, .kinds, file: &file)
        guard let name = file.requiredText(fields, .name), let nameNode = fields[.name] else { return }
        var color: String?
        if fields.has(.color), fields[.color] == nil, let key = fields.keyNode(.color) {
            file.error(
                .invalidColor, "'color' is empty", at: key,
                help: "quote a hex colour (color: \"#9c5a2e\"): without quotes, # starts a comment")
        }
        if let colorNode = fields[.color], let text = file.text(colorNode, field: .color) {
            if CSSColors.isValid(text) {
                color = text
            } else {
                let hint =
                    text.first?.isHexDigit == true && text.count == 6 && text.allSatisfy(\.isHexDigit)
                    ? "; did you mean '#\(text)'? (quote it: \"#\(text)\", since # starts a comment)"
                    : Suggestion.didYouMean(text, in: CSSColors.names.sorted())
                file.error(
                    .invalidColor, "'\(text)' is not a colour\(hint)", at: colorNode,
                    help: "use a hex colour in quotes (\"#9c5a2e\") or a CSS colour name (saddlebrown)")
            }
        }
        let label = fields[.label].flatMap { file.text($0, field: .label) }
        let size = fields[.size].flatMap { file.text($0, field: .size) }
        let details = fields[.details].map { file.details($0) } ?? []
        let expected = fields[.expectedPerYear].flatMap {
            file.wholeNumber($0, field: .expectedPerYear, in: 1...RecordLimits.expectedPerYear, what: "the eggs expected a year")
        }
        let incubation = fields[.incubationDays].flatMap {
            file.wholeNumber($0, field: .incubationDays, in: 1...RecordLimits.incubationDays, what: "the days of incubation")
        }
        guard let slug = claim(name, in: kindIndex, what: "an egg kind", node: nameNode, file: &file) else { return }
        let location = file.location(nameNode)
        kindIndex.add(name, index: kinds.count, at: location, slug: slug)
        kinds.append(
            EggKind(
                name: name, slug: slug, label: label, color: color, size: size, details: details, expectedPerYear: expected,
                incubationDays: incubation,
                location: location))
    }
}
