/// The names visible at a point of a template while it is compiled: the page's fields,
/// then local names (`c:define`, `c:each`, `c:with`), the innermost winning.
struct Scope {
    /// A local name's type and the frame slot its value lives in at render time.
    struct Local {
        let type: TemplateType
        let slot: Int
    }

    /// The page's data, in slot 0.
    let root: ObjectSchema
    /// The local names in the order bound: a name bound again shadows the earlier one.
    /// Scopes hold a few names, so a search from the end beats hashing.
    private var bound: [(name: String, local: Local)] = []

    init(root: ObjectSchema) { self.root = root }

    /// The innermost local name `name`, if bound.
    func local(_ name: String) -> Local? {
        bound.last { $0.name == name }?.local
    }

    /// Adds or shadows a local name.
    mutating func bind(_ name: String, _ type: TemplateType, slot: Int) {
        bound.append((name, Local(type: type, slot: slot)))
    }

    /// Every name visible, for did-you-mean and help: locals first (sorted), then the page's fields.
    var visibleNames: [String] {
        let locals = Set(bound.map(\.name))
        return locals.sorted() + root.fields.map(\.name).filter { !locals.contains($0) }
    }

    /// A scope with only the page's data and `bindings` (what a fragment sees), the last
    /// binding of a name winning.
    func fragmentScope(_ bindings: [(name: String, local: Local)]) -> Scope {
        var scope = Scope(root: root)
        scope.bound = bindings
        return scope
    }
}

/// Where the text of an expression is in a template file: the start of an attribute
/// value or of a `${`, and the raw text from there, so that an offset in the expression
/// becomes a line and column.
struct Origin {
    let source: TemplateSource
    let position: TextPosition
    /// The raw text the origin is in; the origin is its scalar `from`.
    private let text: String
    private let from: Int

    /// An origin at `position`, the place of `text`'s scalar `from` in the file.
    init(source: TemplateSource, position: TextPosition, raw text: String, from: Int = 0) {
        self.source = source
        self.position = position
        self.text = text
        self.from = from
    }

    /// The origin of the text at `anchor` in `source`.
    init(source: TemplateSource, anchor: TextAnchor) {
        self.init(source: source, position: anchor.position, raw: anchor.raw, from: anchor.from)
    }

    /// The line and column of the character at `offset` scalars from the origin (found
    /// only when a problem is reported).
    func position(at offset: Int) -> TextPosition {
        var line = position.line
        var column = position.column
        let raw = text.unicodeScalars.dropFirst(from)
        for (index, scalar) in raw.enumerated() {
            if index >= offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        if offset > raw.count { column += offset - raw.count }
        return TextPosition(line: line, column: column)
    }
}
