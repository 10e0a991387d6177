/// Did-you-mean suggestions: the known name nearest to a misspelt one.
public enum Suggestion {
    /// The candidate closest to `word` (ignoring case), if it is close enough to be a
    /// likely typo: at most one edit for short words, about one edit in three for longer ones.
    /// Transposed neighbours count as one edit (`hatcehd` -> `hatched`).
    public static func nearest<S: Sequence>(to word: String, in candidates: S) -> String?
    where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, min(target.count, scalars.count) / 3)
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars)
            guard distance <= limit, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"` for the nearest candidate, or an empty string.
    public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String
    where S.Element == String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost one.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
