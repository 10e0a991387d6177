/// The reference of the data templates receive, as Markdown: each object type a table of
/// its fields, their types and what they hold. Made from the schemas themselves, so a
/// reference made this way cannot drift from what templates are checked against.
public enum SchemaReference {
    /// A Markdown table of `schema`'s fields (`field`, `type`, `what`), leaving out the fields
    /// named in `omitting`.
    public static func table(_ schema: ObjectSchema, omitting: Set<String> = []) -> String {
        var lines = ["| field | type | what |", "|---|---|---|"]
        for field in schema.fields where !omitting.contains(field.name) {
            lines.append("| `\(field.name)` | \(field.type) | \(escaped(field.summary)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every object schema the fields of `roots` hold (in lists and optionals too), each once,
    /// in the order they are first reached going through the fields in order; the roots
    /// themselves are not included unless a field holds one.
    public static func objects(reachableFrom roots: [ObjectSchema]) -> [ObjectSchema] {
        var found: [ObjectSchema] = []
        var seen = Set(roots.map(ObjectIdentifier.init))
        func visit(_ schema: ObjectSchema) {
            for field in schema.fields {
                guard let inner = objectSchema(in: field.type), seen.insert(ObjectIdentifier(inner)).inserted else { continue }
                found.append(inner)
                visit(inner)
            }
        }
        roots.forEach(visit)
        return found
    }

    /// The object schema a value of `type` is, or holds in a list or an optional.
    private static func objectSchema(in type: TemplateType) -> ObjectSchema? {
        switch type {
        case .object(let schema): schema
        case .list(let element): objectSchema(in: element)
        case .optional(let inner): objectSchema(in: inner)
        default: nil
        }
    }

    /// `text` safe in a Markdown table cell.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
