/// Text given on the command line that starts with a dash, such as an item `-hay`.
///
/// The argument parser reads `-hay` as the short options `-h`, `-a` and `-y`, and `-h` asks
/// for help: `coop add expense 5 "-hay"` printed the help and exited 0, adding nothing. coop's
/// only short options are single letters (`-h`, `-q`), so an argument of a dash and two or more
/// characters that is not a negative number is refused before parsing, with how to write it.
enum DashedText {
    /// The usage error for the first such argument before `--`, or `nil` when there is none.
    static func problem(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            guard argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"),
                let second = argument.dropFirst().first, !second.isNumber, second != "."
            else { continue }
            let after = arguments[(index + 1)...]
            let example =
                after.contains(where: { $0.hasPrefix("-") })
                ? "" : ", as in: coop \((arguments[..<index] + ["--"] + [argument] + after).map(quoted).joined(separator: " "))"
            return "Error: '\(argument)' is not an option of coop. To give text that starts with '-', put -- before it, "
                + "after the options\(example)"
        }
        return nil
    }

    /// `text` as a shell would need it: quoted when it holds a space or a quote.
    private static func quoted(_ text: String) -> String {
        guard text.contains(where: { " '\"\\$`*?".contains($0) }) || text.isEmpty else { return text }
        return "'" + text.replacingQuotes() + "'"
    }
}

extension String {
    /// The text with each `'` written `'\''`, for single quotes in a shell.
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for character in self { out += character == "'" ? "'\\''" : String(character) }
        return out
    }
}
