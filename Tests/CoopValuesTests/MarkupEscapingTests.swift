import CoopValues
import Testing

/// The one markup escaper: each variant's characters, runs of plain text between entities,
/// and the same bytes whether written to a string, a byte buffer or an array.
@Suite struct MarkupEscapingTests {
    static let sample = #"<b a="1" c='2'>Ham & "eggs"</b> é"#

    @Test func contentEscapesAmpersandAndAngleBrackets() {
        #expect(MarkupEscaping.content.escaping(Self.sample) == #"&lt;b a="1" c='2'&gt;Ham &amp; "eggs"&lt;/b&gt; é"#)
        #expect(MarkupEscaping.content.escaping("a & b < c > \"d\" é") == "a &amp; b &lt; c &gt; \"d\" é")
    }

    @Test func attributeAlsoEscapesDoubleQuotes() {
        #expect(MarkupEscaping.attribute.escaping(Self.sample) == "&lt;b a=&quot;1&quot; c='2'&gt;Ham &amp; &quot;eggs&quot;&lt;/b&gt; é")
        #expect(MarkupEscaping.attribute.escaping("&\"&") == "&amp;&quot;&amp;")
    }

    @Test func anyAttributeAlsoEscapesApostrophes() {
        #expect(
            MarkupEscaping.anyAttribute.escaping(Self.sample)
                == "&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;Ham &amp; &quot;eggs&quot;&lt;/b&gt; é")
    }

    @Test func xmlReplacesWhatXMLForbidsAndKeepsItsWhiteSpace() {
        #expect(MarkupEscaping.xml.escaping(#"<a href="x">&amp;</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;")
        #expect(MarkupEscaping.xml.escaping("tab\tline\nbell\u{7}\u{FFFE}") == "tab\tline\nbell\u{FFFD}\u{FFFD}")
        #expect(MarkupEscaping.xml.escaping("\r\u{0}\u{1F}\u{FFFF}'") == "\r\u{FFFD}\u{FFFD}\u{FFFD}'")
        #expect(
            MarkupEscaping.xml.escaping("\u{FFFD}\u{FFFC}\u{7F}\u{EFFF}") == "\u{FFFD}\u{FFFC}\u{7F}\u{EFFF}",
            "neighbours of U+FFFE and U+FFFF, and DEL, are allowed")
        #expect(MarkupEscaping.attribute.escaping("bell\u{7}\u{FFFE}") == "bell\u{7}\u{FFFE}", "only the XML variant replaces them")
    }

    @Test func plainTextAndEntitiesAtTheEdges() {
        for escaping in [MarkupEscaping.content, .attribute, .anyAttribute, .xml] {
            #expect(escaping.escaping("") == "")
            #expect(escaping.escaping("series-1") == "series-1")
            #expect(escaping.escaping("&&") == "&amp;&amp;")
            // Long enough to be stored out of line, with the special character last.
            #expect(escaping.escaping("Molt started in the coop <") == "Molt started in the coop &lt;")
            #expect(escaping.escaping("> first") == "&gt; first")
        }
    }

    @Test func aTextWithNothingToEscapeIsOnePiece() {
        var pieces = 0
        Array("Henrietta, Pearl and Goldie".utf8).withUnsafeBufferPointer { bytes in
            MarkupEscaping.attribute.forEachPiece(of: bytes) { _ in pieces += 1 }
        }
        #expect(pieces == 1)
    }

    @Test func theSameBytesInEveryForm() {
        for escaping in [MarkupEscaping.content, .attribute, .anyAttribute, .xml] {
            for text in [Self.sample, "", "plain", "\u{7}\u{FFFF}<", "'\"'"] {
                var buffer = ByteBuffer(capacity: 1)
                buffer.appendEscapingMarkup(text, escaping)
                var array: [UInt8] = [0x21]
                array.appendEscapingMarkup(Array(text.utf8)[...], escaping)
                #expect(buffer.string == escaping.escaping(text))
                #expect(String(decoding: array, as: UTF8.self) == "!" + escaping.escaping(text))
            }
        }
    }

    @Test func oneByteReplacements() {
        #expect(MarkupEscaping.content.replacement(for: UInt8(ascii: "<")).map { "\($0)" } == "&lt;")
        #expect(MarkupEscaping.content.replacement(for: UInt8(ascii: "\"")) == nil)
        #expect(MarkupEscaping.anyAttribute.replacement(for: UInt8(ascii: "'")).map { "\($0)" } == "&#39;")
        #expect(MarkupEscaping.xml.replacement(for: 0x0B).map { "\($0)" } == "\u{FFFD}")
        #expect(MarkupEscaping.xml.replacement(for: 0x0A) == nil)
    }
}
