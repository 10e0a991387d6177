extension FieldKey {
    /// `title`: the site's title; a note's title.
    public static let title = FieldKey("title")
    /// `description`: a sentence about the coop.
    public static let description = FieldKey("description")
    /// `currency`: the code of the coop's currency.
    public static let currency = FieldKey("currency")
    /// `store_price`: what a dozen eggs cost at the store.
    public static let storePrice = FieldKey("store_price")
    /// `week_starts`: the first day of the week.
    public static let weekStarts = FieldKey("week_starts")
    /// `latitude`: where the coop is, for day lengths.
    public static let latitude = FieldKey("latitude")
    /// `goal`: the weekly goal.
    public static let goal = FieldKey("goal")
    /// `eggs_per_week`: the goal's eggs a week.
    public static let eggsPerWeek = FieldKey("eggs_per_week")
    /// `base_url`: the site's public address.
    public static let baseURL = FieldKey("base_url")
    /// `edit_url`: where the files can be edited online.
    public static let editURL = FieldKey("edit_url")
    /// `language`: the site's language.
    public static let language = FieldKey("language")
    /// `publish`: what a public build contains.
    public static let publish = FieldKey("publish")
    /// `people`: whether a public build names people.
    public static let publishPeople = FieldKey("people")
    /// `money`: whether a public build shows amounts.
    public static let publishMoney = FieldKey("money")
    /// `expenses`: whether a public build lists expenses.
    public static let publishExpenses = FieldKey("expenses")
    /// `private_tags`: the tags of notes a public build leaves out.
    public static let privateTags = FieldKey("private_tags")
    /// `private_names`: names, besides people's, whose notes a public build leaves out.
    public static let privateNames = FieldKey("private_names")
    /// `search_engines`: whether search engines may index the public site.
    public static let searchEngines = FieldKey("search_engines")
    /// `reminders`: the calendar feed's reminders.
    public static let reminders = FieldKey("reminders")
    /// `collect`: when the daily reminder to collect the eggs rings.
    public static let collect = FieldKey("collect")
}

extension RecordDeclaration {
    /// The settings, in `coop.yaml`.
    static let settings = RecordDeclaration(
        kind: .settings, stem: "coop", noun: "settings", recordName: "coop.yaml", allowsFolder: false, shape: .settings,
        identity: .none,
        fields: [
            FieldDeclaration(
                .title, .text, "The site's title (default \"Our coop\", in the site's language).",
                form: FormQuestion("form.settings.title", .text)),
            FieldDeclaration(
                .description, .text, "A sentence about the coop, shown under the title.",
                form: FormQuestion("form.settings.description", hint: "form.settings.description-hint", .text)),
            FieldDeclaration(
                .currency, .currency, "The ISO 4217 currency code of amounts (default USD).",
                form: FormQuestion("form.settings.currency", hint: "form.settings.currency-hint", .text)),
            FieldDeclaration(
                .storePrice, .money, "What a dozen eggs cost at the store: the eggs' worth at that price, against what the coop spent.",
                form: FormQuestion("form.settings.store-price", hint: "form.settings.store-price-hint", .money)),
            FieldDeclaration(
                .weekStarts, .weekday, "The first day of the week for weekly totals: monday or sunday.",
                form: FormQuestion("form.settings.week-starts", .weekday)),
            FieldDeclaration(
                .latitude, .latitude, "Degrees north (negative: south), for day length on graphs.",
                form: FormQuestion("form.settings.latitude", hint: "form.settings.latitude-hint", .number)),
            FieldDeclaration(
                .goal, .goal, "A weekly goal: {eggs_per_week: 30}.",
                form: FormQuestion("form.settings.goal", hint: "form.settings.goal-hint", .count)),
            FieldDeclaration(.baseURL, .url, "The site's address, for absolute links in feeds (http or https)."),
            FieldDeclaration(.editURL, .url, "Where the content files can be edited online; Add links point there."),
            FieldDeclaration(
                .language, .language, "The language of the site and the app: en (the default), or another the theme has.",
                form: FormQuestion("form.settings.language", .language)),
            FieldDeclaration(
                .publish, .publish,
                "What coop build --public and coop publish leave out: {people: false, money: false, expenses: false, "
                    + "private_tags: [private], private_names: [], search_engines: false} (the default)."),
            FieldDeclaration(
                .reminders, .reminders, "The calendar feed's reminders: {collect: \"18:00\"} adds a daily one to collect the eggs."),
        ],
        listExample: "", schemaTitle: "coop.yaml: the coop's settings", hasListPage: false, export: .custom)
}
