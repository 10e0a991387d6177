extension Markdown {
    /// How ``Markdown/html(_:options:)`` renders.
    public struct Options: Sendable {
        /// Added to each heading's level, so a text's headings fit under the page's own:
        /// with the default 2, `# Title` renders as `<h3>`. Levels stay within `<h1>`…`<h6>`.
        public var headingOffset: Int

        /// Options with the given heading offset.
        public init(headingOffset: Int = 2) {
            self.headingOffset = headingOffset
        }
    }
}
