/// A position in a YAML file: 1-based line and column (columns count Unicode scalars).
public struct YAMLMark: Hashable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a mark.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A scalar as written: its text, how it was quoted, and where.
public struct YAMLScalar: Sendable {
    /// How a scalar was written.
    public enum Style: Sendable, Hashable {
        /// Unquoted: `5`, `brown`, `2026-11-20`.
        case plain
        /// `'...'`.
        case singleQuoted
        /// `"..."`.
        case doubleQuoted
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    /// The text after unquoting and folding.
    public let value: String
    /// How the scalar was quoted.
    public let style: Style
    /// An explicit tag such as `!!str`, if written.
    public let tag: String?
    /// Where the scalar starts (its opening quote, if quoted).
    public let mark: YAMLMark
    /// How many columns the scalar covers on its first line (at least 1).
    public let length: Int

    /// Creates a scalar.
    public init(value: String, style: Style, tag: String? = nil, mark: YAMLMark, length: Int) {
        self.value = value
        self.style = style
        self.tag = tag
        self.mark = mark
        self.length = max(1, length)
    }

    /// Whether this is YAML's null: an empty plain value, `~` or `null`.
    public var isNull: Bool {
        guard style == .plain, tag == nil else { return false }
        switch value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// Whether the scalar was written without quotes, block indicators or tags, so that it
    /// may be read as a number, date or boolean.
    public var isPlain: Bool { style == .plain && tag == nil }
}

/// One `key: value` pair of a mapping.
public struct YAMLPair: Sendable {
    /// The key node, almost always a scalar.
    public let key: YAMLNode
    /// The value node.
    public let value: YAMLNode
}

/// A mapping in the order written; duplicate keys are kept so that the reader can report them.
public struct YAMLMapping: Sendable {
    /// The pairs in file order.
    public let pairs: [YAMLPair]
    /// Where the mapping starts.
    public let mark: YAMLMark
    /// Whether it was written `{ ... }`.
    public let isFlow: Bool
}

/// A sequence in the order written.
public struct YAMLSequence: Sendable {
    /// The items in file order.
    public let items: [YAMLNode]
    /// Where the sequence starts.
    public let mark: YAMLMark
    /// Whether it was written `[ ... ]`.
    public let isFlow: Bool
}

/// A node of a YAML document.
public enum YAMLNode: Sendable {
    /// A single value.
    case scalar(YAMLScalar)
    /// A mapping of keys to values.
    case mapping(YAMLMapping)
    /// A list.
    case sequence(YAMLSequence)

    /// Where the node starts.
    public var mark: YAMLMark {
        switch self {
        case .scalar(let s): s.mark
        case .mapping(let m): m.mark
        case .sequence(let s): s.mark
        }
    }

    /// How many columns to underline when pointing at this node.
    public var length: Int {
        switch self {
        case .scalar(let s): s.length
        case .mapping, .sequence: 1
        }
    }

    /// "a mapping", "a list", "a value": how error messages name what was found.
    public var kindDescription: String {
        switch self {
        case .scalar(let s) where s.isNull: "nothing"
        case .scalar: "a single value"
        case .mapping: "a mapping (key: value pairs)"
        case .sequence: "a list"
        }
    }
}
