import Foundation
import Testing

@testable import CoopServe

/// ``HenPhoto``: the photo a hen's form sends, in base64, taken only as a whole JPEG.
@Suite struct HenPhotoTests {
    @Test func base64IsDecodedAsFoundationDecodesIt() throws {
        for text in ["", "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVs", "+/+/", AppRecordFieldsTests.jpeg] {
            let padded = text + String(repeating: "=", count: (4 - text.count % 4) % 4)
            #expect(HenPhoto.decoded(text) == Data(base64Encoded: padded).map { [UInt8]($0) }, "\(text.prefix(12))")
        }
        // Line ends and spaces are skipped; anything else that is not base64 is refused.
        #expect(HenPhoto.decoded("aGVs\r\nbG8=") == Array("hello".utf8))
        #expect(HenPhoto.decoded("aGVs*G8=") == nil)
        #expect(HenPhoto.decoded("aG=VsbG8") == nil)
    }

    @Test func onlyAWholeJPEGIsTaken() throws {
        let jpeg = try #require(Data(base64Encoded: AppRecordFieldsTests.jpeg)).map { $0 }
        #expect(HenPhoto.isJPEG(jpeg))
        #expect(!HenPhoto.isJPEG(Array(jpeg.dropLast())))
        #expect(!HenPhoto.isJPEG(Array("\u{89}PNG\r\n\u{1A}\n".utf8)))
        #expect(try HenPhoto(base64: "data:image/jpeg;base64," + AppRecordFieldsTests.jpeg, label: "Photo").bytes == jpeg)
        #expect(throws: FormProblem.notAPhoto(field: "Photo")) { try HenPhoto(base64: "iVBORw0KGgo=", label: "Photo") }
        let large = String(repeating: "A", count: (HenPhoto.largest / 3 + 2) * 4)
        #expect(throws: FormProblem.photoTooLarge(field: "Photo")) { try HenPhoto(base64: large, label: "Photo") }
    }
}
