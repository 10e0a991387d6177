/// The directives: attributes in the namespace `urn:coop:template` (prefix `c:`).
///
/// When several sit on one element they apply in this fixed order, the order of the cases:
///
/// 1. `c:sample` — the element is sample content for previewing the template in a
///    browser: it and everything in it are dropped.
/// 2. `c:slot` — in a layout, the element is replaced by the page's `c:fill` of that name,
///    if there is one; otherwise it is kept as the default content.
/// 3. `c:each` — the element is repeated for every item; the item and `loop` are visible
///    to every other directive on the element and inside it.
/// 4. `c:define` — names for the element and everything inside it, evaluated in order.
/// 5. `c:if`, `c:unless` — the element is kept only if the condition holds (or does not).
/// 6. `c:include` (with `c:with`) — the element is replaced by a fragment.
/// 7. `c:replace` — the element is replaced by a value.
/// 8. `c:attrs` — attributes are set or removed.
/// 8. `c:msg-attrs` — attributes are set to messages of the catalogue.
/// 9. `c:text`, `c:html`, `c:msg` — the element's content becomes a value, or a message
///    of the catalogue (its `c:arg` children standing for the message's elements).
/// 10. `c:omit-tag` — the element's tags are dropped (always, or when a condition holds);
///     its content stays.
///
/// `c:trim` drops the white space between the tags inside the element instead of folding it
/// to one line break or space (for markup that must be written in one piece).
///
/// `c:layout` (on a page's root element), `c:fill` and `c:fragment` mark structure rather
/// than act on output; `c:arg` marks a child of a `c:msg` element as the message's
/// argument of that name. `<c:block>` is an element whose tags are always omitted.
enum Directive: String, CaseIterable, Sendable {
    case sample
    case slot
    case each
    case define
    case `if`
    case unless
    case include
    case with
    case replace
    case attrs
    case msgAttrs = "msg-attrs"
    case text
    case html
    case msg
    case omitTag = "omit-tag"
    case layout
    case fill
    case fragment
    case arg
    case trim

    /// Directives of which at most one may sit on an element.
    static let exclusiveGroups: [[Directive]] = [
        [.text, .html, .replace, .include, .msg],
        [.include, .msgAttrs],
        [.replace, .msgAttrs],
        [.if, .unless],
        [.slot, .fill, .fragment],
        [.replace, .omitTag],
        [.replace, .attrs],
        [.include, .fragment],
        [.include, .attrs],
        [.include, .omitTag],
    ]

    /// The names, for did-you-mean.
    static var names: [String] { allCases.map(\.rawValue) }

    /// The directive called `name` (as `init(rawValue:)`, looked up by hashing rather than
    /// comparing the name with every case).
    static func named(_ name: String) -> Directive? { byName[name] }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension Directive {
    /// The directive's bit in a ``DirectiveSet``: its place in the order of the cases.
    var bit: UInt32 {
        switch self {
        case .sample: 1 << 0
        case .slot: 1 << 1
        case .each: 1 << 2
        case .define: 1 << 3
        case .if: 1 << 4
        case .unless: 1 << 5
        case .include: 1 << 6
        case .with: 1 << 7
        case .replace: 1 << 8
        case .attrs: 1 << 9
        case .text: 1 << 10
        case .html: 1 << 11
        case .omitTag: 1 << 12
        case .layout: 1 << 13
        case .fill: 1 << 14
        case .fragment: 1 << 15
        case .msg: 1 << 16
        case .msgAttrs: 1 << 17
        case .arg: 1 << 18
        case .trim: 1 << 19
        }
    }
}

/// The directives on an element, as bits: asking whether one is there hashes nothing.
struct DirectiveSet: Sendable, Equatable {
    /// One bit per directive (``Directive/bit``).
    private(set) var bits: UInt32 = 0

    /// Whether there is no directive.
    var isEmpty: Bool { bits == 0 }

    /// Whether `directive` is in the set.
    func contains(_ directive: Directive) -> Bool { bits & directive.bit != 0 }

    /// Adds `directive`.
    mutating func insert(_ directive: Directive) { bits |= directive.bit }

    /// How many of `directives` are in the set.
    func count(of directives: [Directive]) -> Int { directives.reduce(0) { $0 + (contains($1) ? 1 : 0) } }
}
