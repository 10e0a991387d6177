import CoopTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bad-input case that cannot be kept as files in git (invalid UTF-8, a NUL, a 10 MB line,
/// links, a pipe, an unreadable file), so it is written into the case's working folder when
/// the test runs. Its slug is numbered from 901 so that it never takes a number of the cases
/// in Tests/Corpus/bad-input.
struct GeneratedBadInput: Sendable {
    /// `NNN-what-is-wrong`.
    let slug: String
    /// Writes the case's files into the working folder (the folder that holds `content/`).
    let make: @Sendable (TemporaryFolder) -> Void
    /// The exact standard error of `coop build`.
    let expected: String
    /// Whether the case means nothing when run as root (root reads any file).
    var needsNonRoot = false

    /// Every generated case.
    static let all: [GeneratedBadInput] = [
        GeneratedBadInput(
            slug: "901-file-not-utf8",
            make: { folder in
                folder.write("content/hens.yaml", bytes: Array("- name: Se".utf8) + [0xF1] + Array("ora Clucks\n".utf8))
            },
            expected: """
                content/hens.yaml:1:11: error: the file is not UTF-8 text: byte 0xF1 cannot appear here [not-utf8]
                    1 | - name: Se\u{FFFD}ora Clucks
                      |           ^
                      = help: save the file as UTF-8 (most editors offer it under 'Save with encoding')
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "902-nul-byte",
            make: { folder in
                folder.write("content/eggs.yaml", bytes: Array("2026-11-20: 4\n2026-11-21: 5".utf8) + [0] + [0x0A])
            },
            expected: """
                content/eggs.yaml:2:14: error: the file contains the control character U+0000, which YAML does not allow [control-character]
                    2 | 2026-11-21: 5\u{2400}
                      |              ^
                      = help: delete it; it is invisible in most editors
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "903-terminal-escape-in-a-file",
            make: { folder in
                folder.write("content/coop.yaml", "title: Maple\u{1B}[2J Street\n")
            },
            expected: """
                content/coop.yaml:1:13: error: the file contains the control character U+001B, which YAML does not allow [control-character]
                    1 | title: Maple\u{241B}[2J Street
                      |             ^
                      = help: delete it; it is invisible in most editors
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "904-c1-control-character",
            make: { folder in
                folder.write("content/coop.yaml", "title: Maple\u{9B}2J Street\n")
            },
            expected: """
                content/coop.yaml:1:13: error: the file contains the control character U+009B, which YAML does not allow [control-character]
                    1 | title: Maple\u{FFFD}2J Street
                      |             ^
                      = help: delete it; it is invisible in most editors
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "905-carriage-return-line-ends",
            make: { folder in
                folder.write("content/coop.yaml", "title: Maple Street Coop\rweek_starts: monday\r")
            },
            expected: """
                content/coop.yaml:1:25: error: the file has a carriage return (U+000D) without a line feed after it; coop files end lines with LF or CRLF [control-character]
                    1 | title: Maple Street Coop\u{240D}week_starts: monday
                      |                         ^
                      = help: save the file with LF (Unix) or CRLF (Windows) line ends
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "906-line-separator-in-a-value",
            make: { folder in
                folder.write("content/notes.yaml", "- date: 2026-10-02\n  title: Molt\u{2028}started\n")
            },
            expected: """
                content/notes.yaml:2:14: error: the file contains the line separator U+2028, which YAML reads as a line break but most editors do not [control-character]
                    2 |   title: Molt\u{FFFD}started
                      |              ^
                      = help: replace it with a space, or with an ordinary line break
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "907-byte-order-mark-then-unknown-key",
            make: { folder in
                folder.write("content/coop.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("titel: Maple Street Coop\n".utf8))
            },
            expected: """
                content/coop.yaml:1:1: error: unknown key 'titel' for coop.yaml; did you mean 'title'? [unknown-key]
                    1 | titel: Maple Street Coop
                      | ^~~~~
                      = help: coop.yaml has: title, description, currency, store_price, week_starts, latitude, goal, base_url, edit_url, language, publish, reminders
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "908-crlf-line-ends-then-unknown-key",
            make: { folder in
                folder.write("content/hens.yaml", "- name: Pearl\r\n  hatchd: 2023-03-14\r\n")
            },
            expected: """
                content/hens.yaml:2:3: error: unknown key 'hatchd' for a hen; did you mean 'hatched'? [unknown-key]
                    2 |   hatchd: 2023-03-14
                      |   ^~~~~~
                      = help: a hen has: name, breed, kind, hatched, added, started_laying, removed, cause, removed_reason, photo, about, expected_per_year, details; put other facts under 'details:'
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "909-ten-megabyte-line",
            make: { folder in
                folder.write("content/coop.yaml", "description: " + String(repeating: "x", count: 10_000_000) + ": oops\n")
            },
            expected: """
                content/coop.yaml:1:10000014: error: unexpected ': ' in a value [yaml-syntax]
                    1 | …\(String(repeating: "x", count: 154)): oops
                      | \(String(repeating: " ", count: 155))^
                      = help: put the value in quotes if it contains ': ', or check the indentation of this line
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "910-hundred-thousand-open-brackets",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: " + String(repeating: "[", count: 100_000) + "\n")
            },
            expected: """
                content/eggs.yaml:1:76: error: lists and mappings are nested more than 64 levels deep here [too-deep]
                    1 | …\(String(repeating: "[", count: 160))…
                      | \(String(repeating: " ", count: 61))^
                      = help: coop files need only a few levels; check for stray '[' or '{'
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "911-three-thousand-errors",
            make: { folder in
                folder.write("content/eggs.yaml", (0..<3000).map { "\(day($0)): {blu: 1}\n" }.joined())
            },
            expected: (0..<3000).map { index in
                let line = String(index + 1)
                return """
                    content/eggs.yaml:\(line):14: error: unknown egg kind 'blu' [unknown-kind]
                    \(String(repeating: " ", count: 5 - line.count))\(line) | \(day(index)): {blu: 1}
                          |              ^~~
                          = help: a key here is an egg kind (eggs), or 'cracked'

                    """
            }.joined() + "coop: nothing was written; 3000 errors\n"),
        GeneratedBadInput(
            slug: "912-link-to-a-file-outside",
            make: { folder in
                folder.write("content/coop.yaml", "title: Maple Street Coop\n")
                _ = symlink("/etc/passwd", folder.url("content/hens.yaml"))
            },
            expected: """
                coop: error: 'content/hens.yaml' is a link to a place outside the content folder [path-outside-content]
                      = help: copy the file into the content folder instead of linking to it
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "913-link-to-a-folder-outside",
            make: { folder in
                folder.write("outside/pearl.jpg", "not really a jpeg")
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                _ = symlink("../outside", folder.url("content/photos"))
            },
            expected: """
                coop: error: 'content/photos' is a link to a place outside the content folder [path-outside-content]
                      = help: copy the file into the content folder instead of linking to it
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "914-link-to-nothing",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                folder.write("content/photos/dot.jpg", "not really a jpeg")
                _ = symlink("pearl-old.jpg", folder.url("content/photos/pearl.jpg"))
            },
            expected: """
                coop: error: 'content/photos/pearl.jpg' is a link to 'pearl-old.jpg', which does not exist [missing-file]
                      = help: remove the link, or point it at the file
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "915-named-pipe",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                _ = mkfifo(folder.url("content/notes.yaml"), 0o644)
            },
            expected: """
                coop: error: 'content/notes.yaml' is not a regular file (a pipe, socket or device); Coop Count only reads files [unreadable]
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "916-unreadable-file",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                _ = chmod(folder.url("content/eggs.yaml"), 0)
            },
            expected: """
                coop: error: cannot read 'content/eggs.yaml' [unreadable]
                coop: nothing was written; 1 error

                """, needsNonRoot: true),
        GeneratedBadInput(
            slug: "917-links-in-a-loop",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                _ = symlink("b.jpg", folder.url("content/a.jpg"))
                _ = symlink("a.jpg", folder.url("content/b.jpg"))
            },
            expected: """
                coop: error: 'content/a.jpg' is a link to 'b.jpg', and the links from there lead back round in a loop [missing-file]
                      = help: remove the link, or point it at the file itself
                coop: error: 'content/b.jpg' is a link to 'a.jpg', and the links from there lead back round in a loop [missing-file]
                      = help: remove the link, or point it at the file itself
                coop: nothing was written; 2 errors

                """),
        GeneratedBadInput(
            slug: "918-template-over-the-size-limit",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                folder.write(
                    "theme/pages/stats.xhtml", templateHead + "<p>" + String(repeating: "x", count: 1 << 21) + "</p>\n" + templateTail)
            },
            expected: """
                theme/pages/stats.xhtml:1:1: error: the template is 2.0 MB; a template may be at most 1 MB [template-syntax]
                    1 | <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layouts/base.xhtml">
                      | ^
                      = help: a template holds markup: put long text in the content (a note, a hen's about)
                coop: nothing was written; 1 error

                """),
        GeneratedBadInput(
            slug: "919-template-not-utf8",
            make: { folder in
                folder.write("content/eggs.yaml", "2026-11-20: 4\n")
                folder.write(
                    "theme/pages/stats.xhtml", bytes: Array((templateHead + "<p>Caf").utf8) + [0xE9] + Array(("</p>\n" + templateTail).utf8)
                )
            },
            expected: """
                theme/pages/stats.xhtml:3:7: error: the template is not UTF-8 text: byte 0xE9 cannot appear here [template-syntax]
                    3 | <p>Caf\u{FFFD}</p>
                      |       ^
                      = help: save the file as UTF-8 (most editors offer it under 'Save with encoding')
                coop: nothing was written; 1 error

                """),
    ]

    /// The start of a page template that fills the built-in layout, for the theme cases.
    private static let templateHead = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layouts/base.xhtml">
        <c:block c:fill="main">

        """
    /// Its end.
    private static let templateTail = "</c:block>\n</html>\n"

    /// The `index`th of 3,024 distinct past days, written YYYY-MM-DD.
    private static func day(_ index: Int) -> String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(2000 + index / 336)-\(two(1 + index % 336 / 28))-\(two(1 + index % 28))"
    }
}
