extension YAMLNode {
    /// The node with every mark in it `lines` lines further down: the node as parsed from
    /// a file in which `lines` lines were added above it (or taken out, when negative).
    func moved(by lines: Int) -> YAMLNode {
        guard lines != 0 else { return self }
        switch self {
        case .scalar(let scalar):
            return .scalar(
                YAMLScalar(
                    value: scalar.value, style: scalar.style, tag: scalar.tag, mark: scalar.mark.moved(by: lines), length: scalar.length))
        case .mapping(let mapping):
            return .mapping(
                YAMLMapping(pairs: mapping.pairs.map { $0.moved(by: lines) }, mark: mapping.mark.moved(by: lines), isFlow: mapping.isFlow))
        case .sequence(let list):
            return .sequence(
                YAMLSequence(items: list.items.map { $0.moved(by: lines) }, mark: list.mark.moved(by: lines), isFlow: list.isFlow))
        }
    }
}

extension YAMLPair {
    /// The pair with its key and value `lines` lines further down (see ``YAMLNode/moved(by:)``).
    func moved(by lines: Int) -> YAMLPair {
        YAMLPair(key: key.moved(by: lines), value: value.moved(by: lines))
    }
}

extension YAMLMark {
    /// The same column, `lines` lines further down.
    func moved(by lines: Int) -> YAMLMark {
        YAMLMark(line: line + lines, column: column)
    }
}
