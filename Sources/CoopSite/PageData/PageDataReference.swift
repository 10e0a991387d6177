import CoopTemplate

/// The reference of every page's data in docs/templates.md, made from the page data types
/// (``SitePlan/pageTypes``): the fields every page has, each page template's own fields,
/// then every object type they hold. A test compares it with the docs.
public enum PageDataReference {
    /// The line before the reference in docs/templates.md.
    public static let startMarker =
        "<!-- page data reference: made from Sources/CoopSite/PageData by PageDataReference; a test fails when it is stale -->"
    /// The line after it.
    public static let endMarker = "<!-- end of page data reference -->"

    /// The reference, in Markdown, without the markers.
    public static func markdown() -> String {
        let common = PageCommon.templateSchema
        let commonNames = Set(common.fields.map(\.name))
        var parts = [
            """
            ### Every page

            Every page template receives these fields, then its own (below):

            \(SchemaReference.table(common))
            """
        ]
        for template in SitePlan.templates {
            parts.append(
                """
                ### `\(template.name)`: \(template.schema.name)

                \(SchemaReference.table(template.schema, omitting: commonNames))
                """)
        }
        parts.append("### The objects they hold")
        for schema in SchemaReference.objects(reachableFrom: [common] + SitePlan.templates.map(\.schema)) {
            parts.append(
                """
                #### \(schema.name)

                \(SchemaReference.table(schema))
                """)
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
