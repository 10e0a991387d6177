import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

extension RecordForm {
    /// The page's `<main>` content: a heading, the kinds to switch to (when adding), the
    /// problem of the last save, and the form, posting to ``CoopApp/savePath`` with the
    /// server's secret.
    func html(coop: Coop, secret: String, today: CivilDate, words: Words) -> String {
        var out = "<header class=\"page-head\"><h1>\(editing == nil ? "Add" : "Edit") \(HTML.text(kind.title.lowercased()))</h1>"
        if let editing {
            out +=
                "<p class=\"summary\">In <code>\(HTML.text(editing.place.path))</code>, line \(editing.place.line). Only what you change is rewritten.</p>"
        }
        out += "</header>"
        if editing == nil { out += kindSwitcher(coop: coop) }
        if let problem {
            out += "<div class=\"app-problem\" role=\"alert\"><h2>Not saved</h2>\(problem.html)"
            out += "<p>Nothing was written. Change what the message points at, then save again.</p></div>"
        }
        out += "<form class=\"app-form\" method=\"post\" action=\"\(AppRoute.save.path)\">"
        out += HTML.hidden("form-secret", secret) + HTML.hidden("form-kind", kind.noun)
        if let editing {
            out += HTML.hidden("form-record", editing.place.description) + HTML.hidden("form-fingerprint", editing.fingerprint)
        }
        if let back { out += HTML.hidden("form-back", back) }
        if kind == .eggs {
            out += eggFields(coop: coop, today: today)
        } else {
            for field in Self.fields(of: kind, coop: coop, words: words) { out += html(field, today: today) }
        }
        out += "<div class=\"app-actions\"><button type=\"submit\" class=\"app-save\">Save</button>"
        if let editing {
            out +=
                "<a class=\"app-remove-link\" href=\"\(AppRoute.remove.path)?record=\(Hexadecimal.queryEncoded(editing.place.description))\(backQuery)\">Remove…</a>"
        }
        if let back { out += "<a href=\"/\(HTML.attribute(back))\">Cancel</a>" }
        out += "</div></form>"
        if kind == .eggs { out += Self.stepperScript }
        return out
    }

    /// `&back=…` for a link that keeps the page to go back to.
    var backQuery: String { back.map { "&amp;back=" + Hexadecimal.queryEncoded($0) } ?? "" }

    /// Links to the forms of the other kinds: the coop's kinds of record that make sense now.
    private func kindSwitcher(coop: Coop) -> String {
        var kinds: [RecordKind] = [.eggs, .notes, .expenses]
        if !coop.people.isEmpty { kinds += [.contributions, .deliveries] }
        kinds += [.hens, .people, .kinds]
        let links = kinds.map { other in
            let current = other == kind ? " aria-current=\"page\"" : ""
            return "<a href=\"/add.html?kind=\(other.noun)\(backQuery)\"\(current)>\(HTML.text(other.title))</a>"
        }
        return "<nav class=\"app-kinds\" aria-label=\"What to add\">\(links.joined())</nav>"
    }

    /// One question of the form.
    private func html(_ field: FormField, today: CivilDate) -> String {
        let id = "f-" + field.name
        let value = values[field.name] ?? ""
        let hint = field.hint.map { "<small id=\"\(id)-hint\">\(HTML.text($0))</small>" } ?? ""
        let described = field.hint == nil ? "" : " aria-describedby=\"\(id)-hint\""
        let required = field.required ? " required" : ""
        let label =
            "<label for=\"\(id)\">\(HTML.text(field.label))\(field.required ? "" : " <span class=\"optional\">(optional)</span>")</label>"
        func input(_ type: String, _ extra: String = "") -> String {
            "<div class=\"app-field\">\(label)<input id=\"\(id)\" name=\"\(field.name)\" type=\"\(type)\" value=\"\(HTML.attribute(value))\"\(extra)\(required)\(described)>\(hint)</div>"
        }
        switch field.input {
        case .text: return input("text")
        case .date: return input("date")
        case .count: return input("number", " min=\"1\" step=\"1\" inputmode=\"numeric\"")
        case .money: return input("text", " inputmode=\"decimal\" pattern=\"[0-9]+([.,][0-9]{1,2})?\" autocomplete=\"off\"")
        case .number: return input("text", " inputmode=\"decimal\" autocomplete=\"off\"")
        case .longText:
            return
                "<div class=\"app-field\">\(label)<textarea id=\"\(id)\" name=\"\(field.name)\" rows=\"5\"\(described)>\(HTML.text(value))</textarea>\(hint)</div>"
        case .flag:
            let checked = (values[field.name] ?? field.implied).map { $0 == "true" || $0 == "on" } ?? false
            return
                "<div class=\"app-field app-flag\"><input id=\"\(id)\" name=\"\(field.name)\" type=\"checkbox\" value=\"true\"\(checked ? " checked" : "")\(described)><label for=\"\(id)\">\(HTML.text(field.label))</label>\(hint)</div>"
        case .choice(let options):
            var known = options
            if !value.isEmpty, !options.contains(where: { $0.value == value }) { known.append((value, value)) }
            let list = known.map { option in
                "<option value=\"\(HTML.attribute(option.value))\"\(option.value == value ? " selected" : "")>\(HTML.text(option.label))</option>"
            }
            return
                "<div class=\"app-field\">\(label)<select id=\"\(id)\" name=\"\(field.name)\"\(required)\(described)>\(list.joined())</select>\(hint)</div>"
        case .picks(let words):
            let chosen = values.all(field.name)
            let all = words + chosen.filter { !words.contains($0) }
            let boxes = all.enumerated().map { index, word in
                let box = "\(id)-\(index)"
                return
                    "<span class=\"app-pick\"><input id=\"\(box)\" type=\"checkbox\" name=\"\(field.name)\" value=\"\(HTML.attribute(word))\"\(chosen.contains(word) ? " checked" : "")><label for=\"\(box)\">\(HTML.text(word))</label></span>"
            }
            let newWords =
                field.key == .hens
                ? ""
                : "<label class=\"app-new\" for=\"\(id)\">New \(HTML.text(field.label.lowercased())), separated by commas</label><input id=\"\(id)\" type=\"text\" name=\"\(field.otherName)\" value=\"\(HTML.attribute(values[field.otherName] ?? ""))\">"
            if all.isEmpty, newWords.isEmpty { return "" }
            return
                "<fieldset class=\"app-field app-picks\"><legend>\(HTML.text(field.label)) <span class=\"optional\">(optional)</span></legend>\(boxes.joined())\(newWords)\(hint)</fieldset>"
        }
    }

    /// The egg form's questions: the day, a stepper per kind, then (folded) cracked eggs and
    /// eggs from known hens.
    private func eggFields(coop: Coop, today: CivilDate) -> String {
        var out = ""
        let typedDay = values["date"] ?? today.iso
        if editing != nil {
            out += "<p class=\"app-day\">Day: <strong>\(HTML.text(typedDay))</strong></p>" + HTML.hidden("date", typedDay)
        } else {
            out +=
                "<div class=\"app-field\"><label for=\"f-date\">Day</label><input id=\"f-date\" name=\"date\" type=\"date\" value=\"\(HTML.attribute(typedDay))\" required></div>"
            if let day = CivilDate(iso: typedDay), let entry = coop.eggs.entries.first(where: { $0.first <= day && day <= $0.last }) {
                out += recordedChoice(entry, coop: coop)
            }
        }
        out += "<fieldset class=\"app-steppers\"><legend>Eggs collected</legend>"
        for kind in coop.kinds { out += stepper(EggForm.countName(kind), label: coop.hasSeveralKinds ? kind.displayName : "Eggs") }
        out += "</fieldset>"
        let open = (values["cracked"] ?? "0") != "0" || values["until"] != nil || coop.hens.contains { values[EggForm.henName($0)] != nil }
        out += "<details class=\"app-more\"\(open ? " open" : "")><summary>Cracked eggs, eggs from a hen you know, several days</summary>"
        out += stepper("cracked", label: "Cracked (among those collected)")
        let present = coop.hens.filter { $0.removed == nil || values[EggForm.henName($0)] != nil }
        if !present.isEmpty {
            out += "<p class=\"app-note\">Eggs you know a hen laid: they count for her kind, on top of the counts above.</p>"
            for hen in present { out += stepper(EggForm.henName(hen), label: hen.name) }
        }
        if editing == nil {
            out +=
                "<div class=\"app-field\"><label for=\"f-until\">Collected over several days? The last day <span class=\"optional\">(optional)</span></label>"
                + "<input id=\"f-until\" name=\"until\" type=\"date\" value=\"\(HTML.attribute(values["until"] ?? ""))\" aria-describedby=\"f-until-hint\">"
                + "<small id=\"f-until-hint\">After a trip: the eggs found on your return, counted once over the days you were away.</small></div>"
        }
        return out + "</details>"
    }

    /// What to do about a day already recorded: add to it (a second collection) or replace it.
    private func recordedChoice(_ entry: EggEntry, coop: Coop) -> String {
        let place = "\(entry.location.path), line \(entry.location.line)"
        guard !entry.isRange else {
            return
                "<p class=\"app-recorded\">This day is in the range \(entry.first.iso)..\(entry.last.iso) (\(HTML.text(place))). Pick another day, or edit the range.</p>"
        }
        let chosen = values["recorded"] ?? "add"
        func option(_ value: String, _ label: String) -> String {
            "<span class=\"app-pick\"><input type=\"radio\" id=\"recorded-\(value)\" name=\"recorded\" value=\"\(value)\"\(chosen == value ? " checked" : "")><label for=\"recorded-\(value)\">\(label)</label></span>"
        }
        let said = entry.total == 1 ? "1 egg" : "\(entry.total) eggs"
        return "<fieldset class=\"app-recorded\"><legend>Already recorded that day: \(said) (\(HTML.text(place)))</legend>"
            + option("add", "Add these to it (another collection)") + option("replace", "Replace it with these") + "</fieldset>"
    }

    /// A large −/+ stepper around a number field.
    private func stepper(_ name: String, label: String) -> String {
        let id = "f-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        let value = values[name] ?? "0"
        return "<div class=\"app-stepper\"><label for=\"\(HTML.attribute(id))\">\(HTML.text(label))</label>"
            + "<button type=\"button\" class=\"app-step\" data-step=\"-1\" aria-label=\"One fewer: \(HTML.attribute(label))\">−</button>"
            + "<input id=\"\(HTML.attribute(id))\" name=\"\(HTML.attribute(name))\" type=\"number\" min=\"0\" step=\"1\" inputmode=\"numeric\" value=\"\(HTML.attribute(value))\">"
            + "<button type=\"button\" class=\"app-step\" data-step=\"1\" aria-label=\"One more: \(HTML.attribute(label))\">+</button></div>"
    }

    /// Makes the − and + buttons change their number (without the script the numbers are typed).
    static let stepperScript = """
        <script>document.querySelectorAll('.app-step').forEach(function(b){b.addEventListener('click',function(){\
        var i=b.parentNode.querySelector('input');var v=(parseInt(i.value,10)||0)+parseInt(b.dataset.step,10);\
        i.value=Math.max(0,v);i.dispatchEvent(new Event('input',{bubbles:true}))})});</script>
        """
}
