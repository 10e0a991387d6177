import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

// `coop add expense`, `delivery` and `contribution`: the money and the eggs handed out.

struct AddExpense: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expense", abstract: "Add an expense.")

    @OptionGroup var options: AddOptions
    @Argument(help: "The amount, like 24.99.") var amount: String
    @Argument(help: "What was bought.") var item: String
    @Option(name: .long, help: "A tag (repeat for more).") var tag: [String] = []
    @Option(name: .customLong("paid-by"), help: "Who paid (default: the pot).") var paidBy: String?
    @Option(help: ArgumentHelp("How much, by weight: 20 kg (kg, g, lb or oz); with --tag feed, it is feed.", valueName: "weight"))
    var quantity: String?
    @Flag(name: .customLong("one-time"), help: "A one-time cost rather than a consumable.") var oneTime = false
    @Flag(name: .customLong("not-shared"), help: "The payer's own cost, not shared.") var notShared = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let change = try perform {
            try options.editor(today).add(
                try record(
                    .expenses, on: day,
                    [
                        .item: .text(item), .amount: .literal(amount), .quantity: quantity.map(FieldValue.text),
                        .consumable: oneTime ? .literal("false") : nil,
                        .shared: notShared ? .literal("false") : nil, .paidBy: paidBy.map(FieldValue.text),
                        .tags: tag.isEmpty ? nil : .list(tag),
                    ]))
        }
        report(change, what: RecordKind.expenses.stem, content: options.content)
    }
}

struct AddDelivery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delivery", abstract: "Add eggs handed to a person (with --paid, a sale).")

    @OptionGroup var options: AddOptions
    @Argument(help: "How many eggs.") var eggs: String
    @Argument(help: "Who received them.") var person: String
    @Option(name: .long, help: ArgumentHelp("The money received for them, like 4.50: a sale.", valueName: "amount")) var paid: String?
    @Option(name: .long, help: "A remark.") var note: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let item = try record(
            .deliveries, on: day,
            [.person: .text(person), .eggs: .literal(eggs), .paid: paid.map(FieldValue.literal), .note: note.map(FieldValue.text)])
        let change = try perform { try options.editor(today).add(item) }
        report(change, what: paid == nil ? RecordKind.deliveries.stem : "sales", content: options.content)
    }
}

struct AddContribution: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contribution", abstract: "Add money a person paid into the pot.")

    @OptionGroup var options: AddOptions
    @Argument(help: "The amount, like 20.") var amount: String
    @Argument(help: "Who paid.") var person: String
    @Option(name: .long, help: "What it was for.") var note: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let item = try record(
            .contributions, on: day, [.person: .text(person), .amount: .literal(amount), .note: note.map(FieldValue.text)])
        let change = try perform { try options.editor(today).add(item) }
        report(change, what: RecordKind.contributions.stem, content: options.content)
    }
}
