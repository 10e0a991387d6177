/// What a matched pair of delimiters renders as.
enum EmphasisKind {
    /// `*text*` or `_text_`: `<em>`.
    case emphasis
    /// `**text**` or `__text__`: `<strong>`.
    case strong
    /// `~~text~~`: `<del>`.
    case strikethrough
}

/// A run of `*`, `_` or `~~` in inline text that may open or close emphasis.
struct DelimiterRun {
    /// `*`, `_` or `~`.
    let character: UInt8
    /// The length of the run as written.
    let length: Int
    /// Whether the run may open emphasis.
    let canOpen: Bool
    /// Whether the run may close emphasis.
    let canClose: Bool
    /// How many of its characters are still literal text.
    var remaining: Int
    /// The emphasis this run opens, innermost first; written after the literal characters.
    var opens: [EmphasisKind] = []
    /// The emphasis this run closes, innermost first; written before the literal characters.
    var closes: [EmphasisKind] = []
    /// The previous run still on the stack, or -1.
    fileprivate(set) var previous: Int
    /// The next run still on the stack, or -1.
    fileprivate(set) var next = -1
}

/// The delimiter stack of CommonMark's emphasis algorithm.
///
/// Runs are pushed in source order; ``resolve(above:)`` pairs closers with the nearest
/// compatible opener. Pairs found this way always nest, so the rendered tags are
/// balanced whatever the input, and unmatched characters stay literal. Runs are removed
/// from the stack once passed over, and a failed search remembers where it stopped (per
/// character, length modulo 3 and whether the closer can open), so resolving is linear
/// in the number of runs.
struct DelimiterStack {
    /// Every run ever pushed, by index; the index increases with the position in the text.
    private(set) var runs: [DelimiterRun] = []
    /// The run on top of the stack, or -1.
    private(set) var top = -1

    /// Pushes a run and returns its index.
    mutating func push(character: UInt8, length: Int, canOpen: Bool, canClose: Bool) -> Int {
        let index = runs.count
        runs.append(
            DelimiterRun(
                character: character, length: length, canOpen: canOpen, canClose: canClose,
                remaining: length, previous: top))
        if top >= 0 { runs[top].next = index }
        top = index
        return index
    }

    /// Matches the runs above the run `bottom` (-1 for all) into emphasis, then removes
    /// them from the stack: nothing above `bottom` can match anything after this.
    mutating func resolve(above bottom: Int) {
        var closer = -1
        var cursor = top
        while cursor > bottom {
            closer = cursor
            cursor = runs[cursor].previous
        }
        var openersBottom = [Int](repeating: bottom, count: 18)
        while closer >= 0 {
            let run = runs[closer]
            guard run.canClose else {
                closer = run.next
                continue
            }
            let key = Self.searchKey(run)
            var opener = run.previous
            var found = false
            while opener > max(bottom, openersBottom[key]) {
                if Self.canMatch(opener: runs[opener], closer: run) {
                    found = true
                    break
                }
                opener = runs[opener].previous
            }
            if found {
                closer = match(opener: opener, closer: closer)
            } else {
                openersBottom[key] = run.previous
                if !run.canOpen { remove(closer) }
                closer = run.next
            }
        }
        while top > bottom { remove(top) }
    }

    /// Pairs the innermost delimiters of `opener` and `closer`, removes the runs between
    /// them and any run used up, and returns the closer to look at next.
    private mutating func match(opener: Int, closer: Int) -> Int {
        let kind: EmphasisKind
        let used: Int
        if runs[closer].character == ASCII.tilde {
            (kind, used) = (.strikethrough, 2)
        } else if runs[opener].remaining >= 2, runs[closer].remaining >= 2 {
            (kind, used) = (.strong, 2)
        } else {
            (kind, used) = (.emphasis, 1)
        }
        runs[opener].remaining -= used
        runs[opener].opens.append(kind)
        runs[closer].remaining -= used
        runs[closer].closes.append(kind)
        var between = runs[opener].next
        while between != closer {
            let next = runs[between].next
            remove(between)
            between = next
        }
        if runs[opener].remaining == 0 { remove(opener) }
        guard runs[closer].remaining == 0 else { return closer }
        let next = runs[closer].next
        remove(closer)
        return next
    }

    /// Whether `opener` can pair with `closer`, including the "rule of three": when
    /// either run could both open and close, their lengths may not add up to a multiple
    /// of three unless both are multiples of three.
    private static func canMatch(opener: DelimiterRun, closer: DelimiterRun) -> Bool {
        guard opener.canOpen, opener.character == closer.character else { return false }
        let oddMatch =
            (closer.canOpen || opener.canClose) && closer.length % 3 != 0
            && (opener.length + closer.length) % 3 == 0
        return !oddMatch
    }

    /// Which remembered search limit applies to `closer`.
    private static func searchKey(_ closer: DelimiterRun) -> Int {
        let character = closer.character == ASCII.asterisk ? 0 : closer.character == ASCII.underscore ? 1 : 2
        return character * 6 + (closer.canOpen ? 3 : 0) + closer.length % 3
    }

    private mutating func remove(_ index: Int) {
        let (previous, next) = (runs[index].previous, runs[index].next)
        if previous >= 0 { runs[previous].next = next }
        if next >= 0 {
            runs[next].previous = previous
        } else if top == index {
            top = previous
        }
    }
}
