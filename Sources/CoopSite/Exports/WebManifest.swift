import CoopValues

/// The web app manifest (`manifest.webmanifest`): the theme's, with the coop's own name.
///
/// A phone that installs the site (Add to Home Screen) labels it with the manifest's
/// `short_name`, and its app switcher shows `name`: each coop's own title, not the tool's.
/// The theme's file decides everything else (colours, icons, display, start page); the
/// build writes `name`, `short_name`, `lang` and, when the coop has one, `description`
/// first, then the theme's other members as the theme wrote them.
enum WebManifest {
    /// The manifest's path in the site and in the theme's `static/` folder.
    static let path = "manifest.webmanifest"

    /// The most characters a `short_name` has: what a home screen shows under an icon
    /// without cutting it (the guidance of browsers' manifest docs is 12).
    static let shortNameLength = 12

    /// The theme's manifest `theme` with the coop's `title`, `language` and `description`;
    /// `nil` when `theme` is not a JSON object (the theme's file is then copied as it is).
    static func bytes(theme: [UInt8], title: String, language: String, description: String?) -> [UInt8]? {
        guard let members = topLevelMembers(theme) else { return nil }
        var json = JSONWriter(spreadDepth: 1, escaping: .minimal)
        let ours: Set<String> = ["name", "short_name", "lang", "description"]
        json.object { json in
            json.key("name")
            json.string(title)
            json.key("short_name")
            json.string(shortName(title))
            json.key("lang")
            json.string(language)
            if let description {
                json.key("description")
                json.string(description)
            }
            // The theme's description stays when the coop gives none.
            for member in members where !ours.contains(member.key) || (member.key == "description" && description == nil) {
                json.key(named: member.key)
                json.raw(member.value)
            }
        }
        return json.document
    }

    /// `title` as a home screen shows it: whole, when short enough; else its first words that
    /// fit; else its first characters.
    static func shortName(_ title: String) -> String {
        guard title.count > shortNameLength else { return title }
        var name = ""
        for word in title.split(separator: " ") {
            let longer = name.isEmpty ? String(word) : name + " " + word
            guard longer.count <= shortNameLength else { break }
            name = longer
        }
        return name.isEmpty ? String(title.prefix(shortNameLength)) : name
    }

    /// The members of the JSON object `bytes`, each key decoded and its value as written;
    /// `nil` when `bytes` is not one object.
    static func topLevelMembers(_ bytes: [UInt8]) -> [(key: String, value: String)]? {
        var scanner = JSONMemberScanner(bytes: bytes)
        return scanner.members()
    }
}

/// Reads the members of one JSON object, each value kept as the text it was written as:
/// enough of JSON to copy a theme's manifest member by member, without a JSON library.
private struct JSONMemberScanner {
    let bytes: [UInt8]
    var index = 0

    /// The object's members, or `nil` when the bytes are not one JSON object.
    mutating func members() -> [(key: String, value: String)]? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var out: [(key: String, value: String)] = []
        skipSpace()
        if take(UInt8(ascii: "}")) { return finished() ? out : nil }
        repeat {
            skipSpace()
            let keyStart = index
            guard skipString(), let key = JSONStringText.decoded(bytes[(keyStart + 1)..<(index - 1)]) else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            let valueStart = index
            guard skipValue() else { return nil }
            out.append((key, String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            skipSpace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) && finished() ? out : nil
    }

    /// Whether only white space is left.
    private mutating func finished() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Skips a string, quotes included.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    /// Skips one value: a string, an object or array (brackets balanced, strings skipped),
    /// or a number, `true`, `false` or `null`.
    private mutating func skipValue() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        default:
            let start = index
            while index < bytes.count, !",}] \t\r\n".utf8.contains(bytes[index]) { index += 1 }
            return index > start
        }
    }
}

/// The text of a JSON string's contents (between its quotes), its escapes decoded.
private enum JSONStringText {
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(validating: bytes, as: UTF8.self) }
        // A key with escapes is kept as written: a manifest's keys are plain words.
        return nil
    }
}
