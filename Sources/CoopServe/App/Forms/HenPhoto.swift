import CoopFiles
import CoopRecords

/// A hen's photo picked on the phone: the form's script makes it smaller (1280 pixels on its
/// longest side, a JPEG) and sends it in base64 in the field ``uploadName``; the save checks
/// it is a JPEG no larger than ``largest`` bytes and writes it under the content folder,
/// `photos/<her slug>.jpg` (or `-2`, `-3`… when that name is taken), before the hen's record,
/// whose `photo:` then names it.
struct HenPhoto: Sendable, Equatable {
    /// The form's field holding the picked photo, in base64.
    static let uploadName = "photo.upload"
    /// The largest photo taken, in bytes: a 1280-pixel JPEG is a few hundred kilobytes.
    static let largest = 2 * 1024 * 1024
    /// The folder of the content folder photos go in.
    static let folder = "photos"

    /// The JPEG's bytes.
    let bytes: [UInt8]

    /// The photo sent as `base64` (a `data:` URL's prefix allowed); refused as the field
    /// `label` when it is not base64, is larger than ``largest`` or is not a JPEG.
    init(base64: String, label: String) throws(FormProblem) {
        let text = base64.split(separator: ",", maxSplits: 1).last.map(String.init) ?? ""
        guard text.utf8.count <= (Self.largest / 3 + 1) * 4 else { throw .photoTooLarge(field: label) }
        guard let bytes = Self.decoded(text), Self.isJPEG(bytes) else { throw .notAPhoto(field: label) }
        self.bytes = bytes
    }

    /// Whether `bytes` look like a whole JPEG: its start-of-image mark, then a marker, and
    /// its end-of-image mark.
    static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF && bytes[bytes.count - 2] == 0xFF
            && bytes[bytes.count - 1] == 0xD9
    }

    /// The path, relative to the content folder `directory`, a photo of the hen whose page is
    /// `slug` is written to: the first of `photos/slug.jpg`, `photos/slug-2.jpg`… not taken.
    static func freePath(slug: String, in directory: String) -> String {
        var number = 1
        while true {
            let path = folder + "/" + slug + (number == 1 ? "" : "-\(number)") + ".jpg"
            if FileSystem.entry(at: FilePath(directory).appending(path)) == .missing { return path }
            number += 1
        }
    }

    /// Writes the photo, atomically, to the first free path of ``freePath(slug:in:)`` in the
    /// content folder `directory` (making `photos/` first), and returns that path. Two photos
    /// saved at once take turns on `photos/` (a lock on the folder), so that they never take
    /// the same name.
    func write(slug: String, in directory: String) throws(FileFailure) -> String {
        let folder = FilePath(directory).appending(Self.folder)
        _ = FileSystem.makeDirectories(folder)
        let written = try FileSystem.withFolderLock(folder) { () -> Result<String, FileFailure> in
            let path = Self.freePath(slug: slug, in: directory)
            do throws(FileFailure) {
                try FileSystem.writeAtomically(bytes, to: FilePath(directory).appending(path), temporaryTag: "coop-photo")
                return .success(path)
            } catch {
                return .failure(error)
            }
        }
        return try written.get()
    }

    /// `text` decoded from base64 (`=` padding optional, spaces and line ends skipped);
    /// `nil` when it is not base64.
    static func decoded(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count / 4 * 3)
        var buffer: UInt32 = 0
        var bits = 0
        var ended = false
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                ended = true
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            guard !ended else { return nil }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                buffer &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }
}
