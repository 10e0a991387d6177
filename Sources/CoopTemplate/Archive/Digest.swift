/// A 64-bit FNV-1a hash: a fast, stable digest to tell whether bytes are the ones an
/// archive was made from. Not for security: anyone can make two inputs with one digest.
struct Digest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ text: String) {
        add(text.utf8)
        add(CollectionOfOne(0))  // so that ("ab", "c") and ("a", "bc") differ
    }

    mutating func add(_ number: Int) {
        add(String(number))
    }
}

extension TemplateLibrary {
    /// A digest of the template files among `files` (names ending in `.xhtml`, as
    /// ``init(files:displayPath:)`` reads them): their names and bytes.
    public static func digest(of files: [String: [UInt8]]) -> UInt64 {
        var digest = Digest()
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".xhtml") {
            digest.add(name)
            digest.add(bytes.count)
            digest.add(bytes)
        }
        return digest.value
    }
}

extension ObjectSchema {
    /// The fingerprint of a schema called `name` with `fields`: the digest of its name, and
    /// each field's name and type, with the fingerprint of every object type it holds.
    static func fingerprint(name: String, fields: [TemplateField]) -> UInt64 {
        var digest = Digest()
        digest.add(name)
        digest.add(fields.count)
        for field in fields {
            digest.add(field.name)
            add(field.type, to: &digest)
        }
        return digest.value
    }

    private static func add(_ type: TemplateType, to digest: inout Digest) {
        switch type {
        case .list(let element):
            digest.add("list")
            add(element, to: &digest)
        case .optional(let inner):
            digest.add("optional")
            add(inner, to: &digest)
        case .object(let schema):
            digest.add("object")
            digest.add(String(schema.fingerprint))
        case .string, .int, .number, .bool, .date, .money, .markup:
            digest.add(type.description)
        }
    }
}
