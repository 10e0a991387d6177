import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    mutating func readSettings(_ root: YAMLNode, file: inout RecordFile) {
        guard case .mapping(let mapping) = root else {
            file.error(
                .wrongType, "coop.yaml must be a mapping of settings (title: ..., currency: ...), not \(root.kindDescription)",
                at: root)
            return
        }
        let fields = MappingReader(mapping, .settings, file: &file)
        settings.location = file.location(root)
        if let node = fields[.title], let title = file.text(node, field: .title) { settings.title = title }
        if let node = fields[.description] { settings.description = file.text(node, field: .description) }
        if let node = fields[.currency], let code = file.text(node, field: .currency) {
            if let currency = Currency(code: code) {
                settings.currency = currency
            } else if let upper = Currency(code: code.uppercased()) {
                file.error(.invalidSetting, "currency codes are upper case; did you mean '\(upper.code)'?", at: node)
            } else {
                file.error(
                    .invalidSetting, "'\(code)' is not a currency code", at: node,
                    help: "use a three-letter ISO 4217 code such as USD, EUR, GBP or CAD")
            }
        }
        if let node = fields[.storePrice] { settings.storePrice = file.money(node, field: .storePrice) }
        if let node = fields[.weekStarts], let day = file.text(node, field: .weekStarts) {
            switch day.lowercased() {
            case "monday": settings.weekStart = .monday
            case "sunday": settings.weekStart = .sunday
            default:
                file.error(
                    .invalidSetting,
                    "week_starts must be monday or sunday, not '\(day)'"
                        + Suggestion.didYouMean(day, in: ["monday", "sunday"]), at: node)
            }
        }
        if let node = fields[.latitude], let scalar = file.scalar(node, field: .latitude, expected: "a number of degrees") {
            if let value = Double(scalar.value), value.isFinite, (-90...90).contains(value), scalar.isPlain {
                settings.latitude = value
            } else {
                file.error(.invalidSetting, "latitude must be a number of degrees from -90 to 90, not '\(scalar.value)'", at: node)
            }
        }
        if let node = fields[.goal] { readGoal(node, file: &file) }
        if let node = fields[.publish] { readPublish(node, file: &file) }
        if let node = fields[.reminders] { readReminders(node, file: &file) }
        if let node = fields[.baseURL] { settings.baseURL = webAddress(node, field: .baseURL, file: &file) }
        if let node = fields[.editURL] { settings.editURL = webAddress(node, field: .editURL, file: &file) }
        if let node = fields[.language], let code = file.text(node, field: .language) {
            if Settings.isLanguageCode(code) {
                settings.language = code
                settings.languageLocation = file.location(node)
            } else {
                file.error(
                    .invalidSetting, "'\(code)' is not a language's code", at: node,
                    help: "write the language's code in lower case, such as en, fr, de or es")
            }
        }
    }

    private mutating func readGoal(_ node: YAMLNode, file: inout RecordFile) {
        guard case .mapping(let mapping) = node else {
            file.error(.wrongType, "goal must be a mapping like {eggs_per_week: 30}, not \(node.kindDescription)", at: node)
            return
        }
        let fields = MappingReader(mapping, record: "goal", keys: [.eggsPerWeek], file: &file)
        if let value = fields[.eggsPerWeek] {
            settings.weeklyGoal = file.wholeNumber(value, field: .eggsPerWeek, in: RecordLimits.weeklyGoal, what: "the weekly goal")
        }
    }

    /// `reminders: {collect: "18:00"}`: the calendar feed's daily reminder to collect the eggs.
    private mutating func readReminders(_ node: YAMLNode, file: inout RecordFile) {
        guard case .mapping(let mapping) = node else {
            file.error(.wrongType, "reminders must be a mapping like {collect: \"18:00\"}, not \(node.kindDescription)", at: node)
            return
        }
        let fields = MappingReader(mapping, record: "reminders", keys: [.collect], file: &file)
        if let value = fields[.collect] { settings.collectReminder = file.timeOfDay(value, field: .collect) }
    }

    /// `publish: {people: false, money: false, expenses: false, private_tags: [private],
    /// private_names: [], search_engines: false}`: what a public build contains.
    private mutating func readPublish(_ node: YAMLNode, file: inout RecordFile) {
        guard case .mapping(let mapping) = node else {
            file.error(
                .wrongType, "publish must be a mapping like {people: false, money: false}, not \(node.kindDescription)", at: node)
            return
        }
        let keys: [FieldKey] = [.publishPeople, .publishMoney, .publishExpenses, .privateTags, .privateNames, .searchEngines]
        let fields = MappingReader(mapping, record: "publish", keys: keys, file: &file)
        var publish = PublishSettings()
        if let value = fields[.publishPeople], let people = file.bool(value, field: .publishPeople) { publish.people = people }
        if let value = fields[.publishMoney], let money = file.bool(value, field: .publishMoney) { publish.money = money }
        if let value = fields[.publishExpenses], let expenses = file.bool(value, field: .publishExpenses) {
            publish.expenses = expenses
            if expenses, !publish.money {
                file.warning(
                    .invalidSetting, "expenses: true publishes nothing while money is false: an expense is an amount", at: value,
                    help: "add money: true to publish the expenses, or remove expenses: true")
            }
        }
        if let value = fields[.privateTags] { publish.privateTags = file.words(value, field: .privateTags).map(\.0) }
        if let value = fields[.privateNames] { publish.privateNames = file.words(value, field: .privateNames).map(\.0) }
        if let value = fields[.searchEngines], let engines = file.bool(value, field: .searchEngines) { publish.searchEngines = engines }
        settings.publish = publish
    }

    /// An http(s) address; anything else (javascript:, file:, spaces, quotes) is refused.
    /// A missing final `/` is added, since file paths are appended to it.
    private func webAddress(_ node: YAMLNode, field: FieldKey, file: inout RecordFile) -> String? {
        guard let text = file.text(node, field: field) else { return nil }
        let lower = text.lowercased()
        let scheme = lower.hasPrefix("https://") ? 8 : lower.hasPrefix("http://") ? 7 : 0
        let forbidden: Set<Unicode.Scalar> = [" ", "\"", "'", "<", ">", "\\", "`", "{", "}", "|", "^"]
        guard scheme > 0, text.unicodeScalars.count > scheme,
            !text.unicodeScalars.contains(where: { forbidden.contains($0) || $0.value < 0x21 || $0.value == 0x7F })
        else {
            file.error(.invalidURL, "\(field) must be an http:// or https:// address, not '\(text)'", at: node)
            return nil
        }
        return text.hasSuffix("/") ? text : text + "/"
    }
}
