import CoopDiagnostics
import CoopYAML

extension ContentAssembler {
    /// The tags of a record (`record` names it, "note" or "expense") read from its `tags`
    /// field `node`, with a warning when it carries more than ``TagLimits/perRecord`` of
    /// them, or when they bring the coop's distinct tags past ``TagLimits/distinct``.
    mutating func readTags(_ node: YAMLNode?, record: String, file: inout RecordFile) -> [String] {
        guard let node else { return [] }
        let tags = file.words(node, field: .tags).map(\.0)
        if tags.count > TagLimits.perRecord {
            file.warning(
                .manyTags, "\(record) with \(tags.count) tags, more than \(TagLimits.perRecord)", at: node,
                help: "each tag has a page, and the site grows with the tags: keep the few it is looked up by")
        }
        let before = tagSlugs.count
        tagSlugs.formUnion(tags.map(Slug.make))
        if before <= TagLimits.distinct, tagSlugs.count > TagLimits.distinct {
            file.warning(
                .manyDistinctTags, "more than \(TagLimits.distinct) distinct tags in the coop, from these on", at: node,
                help: "each tag has a page, and the site grows with the tags: use fewer, broader tags")
        }
        return tags
    }
}
