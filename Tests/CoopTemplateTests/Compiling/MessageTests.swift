import CoopLocale
import CoopTemplate
import Testing

/// `c:msg`, `c:arg` and `c:msg-attrs`: the page's language's messages compiled into the page,
/// their arguments from the data, their branches chosen when the page renders, every mistake
/// reported where it is written.
@Suite struct MessageTests {
    static let catalogue = """
        language: en
        messages:
          title: Latest notes
          hens: "{count, plural, =0 {No hens} one {# hen} other {# hens}} laying"
          named: "{name} laid {eggs, plural, one {# egg} other {# eggs}}"
          since: "Since {day, date, short-weekday-day-month}"
          price: "A dozen for {price}"
          hint: "Type {command} or {#link}edit it online{/link}."
          who: "{kind, select, hen {She} other {It}} is {name}"
          escaped: "Eggs & <hens>"
          plain: "{title}"
        """

    static let english = try! Catalogue.load(language: "en", bytes: Array(catalogue.utf8), path: "messages/en.yaml").get()
    static let words = Words(english)
    static let pseudo = Words(Catalogue.pseudo(from: english), fallback: english)

    @Test func aMessageReplacesTheSampleText() {
        #expect(render(#"<h2 c:msg="title">Sample</h2>"#, words: Self.words) == "<div><h2>Latest notes</h2></div>")
        #expect(render(#"<p c:msg="escaped">x</p>"#, words: Self.words) == "<div><p>Eggs &amp; &lt;hens&gt;</p></div>")
        #expect(render(#"<c:block c:msg="title"/>"#, words: Self.words) == "<div>Latest notes</div>")
    }

    @Test func pluralBranchesAreChosenByTheValue() {
        let template = #"<p c:msg="hens; count count">3 hens</p><p c:each="hen in hens" c:msg="named; name hen.name; eggs hen.eggs">x</p>"#
        #expect(
            render(template, words: Self.words)
                == "<div><p>12,345 hens laying</p><p>Pearl laid 3 eggs</p><p>Dot laid 1 egg</p><p>Ada laid 0 eggs</p></div>")
        #expect(render(#"<p c:msg="hens; count empty | count">x</p>"#, words: Self.words) == "<div><p>No hens laying</p></div>")
    }

    @Test func argumentsNotBoundAreNamesInScope() {
        #expect(
            render(#"<p c:define="name title" c:msg="plain">x</p>"#, words: Self.words)
                == "<div><p>Maple &lt;Street&gt; &amp; \"Co\"</p></div>")
        #expect(
            render(#"<p c:msg="plain">x</p>"#, words: Self.words) == "<div><p>Maple &lt;Street&gt; &amp; \"Co\"</p></div>",
            "a field of the page")
    }

    @Test func datesAndMoneyTheLanguagesWay() {
        #expect(
            render(#"<p c:msg="since">x</p>"#.replacingOccurrences(of: "since", with: "since; day day"), words: Self.words)
                == "<div><p>Since Sun 22 Nov</p></div>")
        #expect(render(#"<p c:msg="price">x</p>"#, words: Self.words) == "<div><p>A dozen for $1,234.56</p></div>")
    }

    @Test func moneyWrittenPlainlyIsWrittenTheLanguagesWay() {
        let french = """
            language: fr
            formats:
              decimal: ","
              group: " "
              currency: after
            messages:
              title: Derniers mots
            """
        let words = Words(try! Catalogue.load(language: "fr", bytes: Array(french.utf8), path: "messages/fr.yaml").get())
        #expect(
            render(#"<p c:text="price">x</p><p title="${price}">x</p>"#, words: words)
                == "<div><p>1 234,56 $</p><p title=\"1 234,56 $\">x</p></div>")
        #expect(render(#"<p c:text="price">x</p>"#, words: Self.words) == "<div><p>$1,234.56</p></div>")
    }

    @Test func childElementsStandForArguments() {
        let template = #"<p c:msg="hint"><code c:arg="command" c:text="title">x</code><a c:arg="link" c:if="flag" href="e.html">x</a></p>"#
        #expect(
            render(template, words: Self.words)
                == #"<div><p>Type <code>Maple &lt;Street&gt; &amp; "Co"</code> or <a href="e.html">edit it online</a>.</p></div>"#)
        let simpler = #"<p c:msg="hint"><code c:arg="command">coop add 5</code><a c:arg="link" href="edit.html">sample</a></p>"#
        #expect(
            render(simpler, words: Self.words)
                == #"<div><p>Type <code>coop add 5</code> or <a href="edit.html">edit it online</a>.</p></div>"#)
    }

    @Test func selectBranches() {
        let template = #"<p c:each="hen in hens" c:define="kind 'hen'" c:msg="who; name hen.name">x</p>"#
        #expect(render(template, words: Self.words) == "<div><p>She is Pearl</p><p>She is Dot</p><p>She is Ada</p></div>")
    }

    @Test func attributes() {
        #expect(
            render(#"<meter c:define="count count" c:msg-attrs="title hens; aria-label title" value="1"/>"#, words: Self.words)
                == #"<div><meter value="1" title="12,345 hens laying" aria-label="Latest notes"></meter></div>"#)
    }

    @Test func anAttributeWrittenInTheTemplateIsReplacedInItsPlace() {
        #expect(
            render(#"<nav aria-label="Sample" class="x" c:msg-attrs="aria-label title"/>"#, words: Self.words)
                == #"<div><nav aria-label="Latest notes" class="x"></nav></div>"#)
    }

    @Test func trimDropsTheSpaceBetweenTags() {
        #expect(
            render("<ul c:trim=\"\">\n  <li>a b</li>\n  <li>c</li>\n</ul><p>\n  <b>x</b>\n</p>")
                == "<div><ul><li>a b</li><li>c</li></ul><p>\n<b>x</b>\n</p></div>")
    }

    @Test func thePseudoLanguageBracketsEveryMessage() {
        #expect(
            render(#"<h2 c:msg="title">x</h2><p c:msg="since; day day">x</p>"#, words: Self.pseudo)
                == "<div><h2>⟦Latest notes⟧</h2><p>⟦Since ⟦Sun⟧ 22 ⟦Nov⟧⟧</p></div>")
    }

    @Test func mistakesAreLocated() {
        #expect(
            problems(#"<h2 c:msg="titel">x</h2>"#, words: Self.words) == [
                "page.xhtml:1:82: error: there is no message 'titel' in the catalogue of en; did you mean 'title'? [unknown-message]"
            ])
        #expect(
            problems(#"<p c:msg="named; eggs count">x</p>"#, words: Self.words) == [
                "page.xhtml:1:81: error: the message 'named' uses 'name', which is not given [unknown-field]"
            ])
        #expect(
            problems(#"<p c:msg="title; count count">x</p>"#, words: Self.words) == [
                "page.xhtml:1:88: error: the message 'title' has no argument 'count' [unknown-field]"
            ])
        #expect(
            problems(#"<p c:msg="hens; count title">x</p>"#, words: Self.words) == [
                "page.xhtml:1:81: error: the message 'hens' uses 'count' as a number (its plural), but it is text [type-mismatch]"
            ])
        #expect(
            problems(#"<p><b c:arg="x">x</b></p>"#, words: Self.words) == [
                "page.xhtml:1:77: error: c:arg names an argument of the message of its parent's c:msg, and its parent has none [misplaced-directive]"
            ])
        #expect(
            problems(#"<p c:msg="title" c:text="title">x</p>"#, words: Self.words) == [
                "page.xhtml:1:74: error: c:text and c:msg cannot be on the same element [conflicting-directives]"
            ])
    }
}
