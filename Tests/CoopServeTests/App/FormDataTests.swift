import Testing

@testable import CoopServe

/// ``FormData``: a form as browsers encode it, read strictly.
@Suite struct FormDataTests {
    func read(_ text: String) -> FormData? { FormData(encoded: Array(text.utf8)) }

    @Test func fieldsInOrderWithRepeatsAndEscapes() throws {
        let form = try #require(read("title=Fox+seen%21&tags=molt&tags=health&tags.new=a%2C+b&text=one%0D%0Atwo&empty="))
        #expect(form["title"] == "Fox seen!")
        #expect(form.all("tags") == ["molt", "health"])
        #expect(form["tags.new"] == "a, b")
        // A textarea's CRLF is read as LF.
        #expect(form["text"] == "one\ntwo")
        // Empty, or only spaces: no value.
        #expect(form["empty"] == nil && form["missing"] == nil)
        #expect(read("a=%20%20")?["a"] == nil)
    }

    @Test func brokenFormsAreNotReadAtAll() {
        #expect(read("a=%zz") == nil)
        #expect(read("a=%4") == nil)
        // %C3 alone is not UTF-8.
        #expect(read("a=%C3") == nil)
        #expect(read("caf%C3%A9=cr%C3%A8me")?["café"] == "crème")
        #expect(read("")?.fields.isEmpty == true)
        #expect(read("a")?["a"] == nil && read("a")?.fields.count == 1)
    }

    @Test func aLoneCarriageReturnIsALineEndToo() {
        #expect(read("t=a%0Db%0D%0Ac")?["t"] == "a\nb\nc")
    }
}

/// ``FormData/text(_:)``: several lines as typed.
@Suite struct FormDataTextTests {
    @Test func leadingSpacesAndLineEndsStayTrailingOnesGo() throws {
        let form = FormData([("text", "\n    code\n\nend  \n\n"), ("blank", " \n\t"), ("title", "  Fox  ")])
        #expect(form.text("text") == "\n    code\n\nend")
        #expect(form.text("blank") == nil && form.text("missing") == nil)
        // One line: the spaces around it go.
        #expect(form["title"] == "Fox")
    }
}
