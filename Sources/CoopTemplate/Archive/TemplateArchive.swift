/// Compiled templates saved as bytes, so that a program can load them instead of compiling
/// them again: how `coop` carries its built-in theme compiled.
///
/// An archive records what it was made from: a digest of the template files
/// (``TemplateLibrary/digest(of:)``) and, for each template, a fingerprint of the schema of
/// its data (``ObjectSchema/fingerprint``). Reading it back checks both against what the
/// reader has now, so an archive is used only for exactly the templates and schemas it was
/// compiled from; otherwise, or if its bytes are damaged, reading gives `nil` and the caller
/// compiles the templates as usual.
///
/// The format, version 1: the magic bytes `COOPTPL`, a format version, the source digest,
/// then the templates, each its name, schema fingerprint, slot count, whether it is a whole
/// document, and its operations. Integers are LEB128 varints (signed ones zigzag-encoded),
/// texts are a byte count and UTF-8 bytes, and each operation, evaluation, filter and
/// constant starts with a tag byte.
public enum TemplateArchive {
    /// The first bytes of every archive.
    static let magic = Array("COOPTPL".utf8)
    /// The version of the format written; an archive of another version is not read.
    static let version = 1

    /// The bytes of an archive holding `templates`, compiled from template files whose
    /// digest is `sourceDigest`.
    public static func archive(_ templates: [CompiledTemplate], sourceDigest: UInt64) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.raw(magic)
        writer.unsigned(UInt64(version))
        writer.word(sourceDigest)
        writer.unsigned(UInt64(templates.count))
        for template in templates { writer.template(template) }
        return sealed(writer.bytes)
    }

    /// `body` with its checksum after it, as the last eight bytes of an archive.
    static func sealed(_ body: [UInt8]) -> [UInt8] {
        var checksum = Digest()
        checksum.add(body)
        var writer = ArchiveWriter()
        writer.raw(body)
        writer.word(checksum.value)
        return writer.bytes
    }

    /// The templates of an archive, by name, when it was made from template files of digest
    /// `sourceDigest` and each template's schema has the fingerprint of the one `schemas`
    /// gives for its name; `nil` otherwise, or when the bytes are not a whole, valid archive.
    public static func unarchive(_ bytes: [UInt8], sourceDigest: UInt64,
                                 schemas: [String: ObjectSchema]) -> [String: CompiledTemplate]? {
        guard bytes.count >= 8 else { return nil }
        var checksum = Digest()
        checksum.add(bytes[..<(bytes.count - 8)])
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(buffer)
            guard reader.take(magic.count).map(Array.init) == magic, reader.unsigned() == UInt64(version),
                  reader.word() == sourceDigest, let count = reader.count() else { return nil }
            var templates: [String: CompiledTemplate] = [:]
            for _ in 0..<count {
                guard let template = reader.template(schemas: schemas) else { return nil }
                templates[template.name] = template
            }
            return reader.word() == checksum.value && reader.isAtEnd ? templates : nil
        }
    }
}
