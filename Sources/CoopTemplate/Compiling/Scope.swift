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
    private(set) var locals: [String: Local] = [:]

    init(root: ObjectSchema) { self.root = root }

    /// Adds or shadows a local name.
    mutating func bind(_ name: String, _ type: TemplateType, slot: Int) {
        locals[name] = Local(type: type, slot: slot)
    }

    /// Every name visible, for did-you-mean and help: locals first, then the page's fields.
    var visibleNames: [String] {
        locals.keys.sorted() + root.fields.map(\.name).filter { locals[$0] == nil }
    }

    /// A scope with only the page's data and `bindings` (what a fragment sees).
    func fragmentScope(_ bindings: [String: Local]) -> Scope {
        var scope = Scope(root: root)
        scope.locals = bindings
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
