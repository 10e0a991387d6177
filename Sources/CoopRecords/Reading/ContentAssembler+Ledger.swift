import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    mutating func readExpense(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .expenses, file: &file) else { return }
        let fields = MappingReader(mapping, .expenses, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        let item = file.requiredText(fields, .item)
        let amount = requiredMoney(fields, file: &file)
        var quantity: Weight?
        var quantityValid = true
        if let node = fields[.quantity] {
            quantity = file.weight(node, field: .quantity)
            quantityValid = quantity != nil
        }
        let consumable = fields[.consumable].flatMap { file.bool($0, field: .consumable) } ?? true
        let shared = fields[.shared].flatMap { file.bool($0, field: .shared) } ?? true
        var payer: Int?
        var payerValid = true
        if let payerNode = fields[.paidBy], let name = file.text(payerNode, field: .paidBy) {
            payer = resolve(name, in: personIndex, code: .unknownPerson, what: "person", node: payerNode, file: &file)
            if let index = payer, people[index].person.isBuyer {
                file.error(
                    .buyerPays, "'\(people[index].name)' is a buyer (shares: 0), and a buyer does not pay the coop's expenses",
                    at: payerNode,
                    help: "leave out paid_by when the pot paid, or give them shares if they share the costs")
                payer = nil
            }
            payerValid = payer != nil
        }
        let tags = readTags(fields[.tags], record: "an expense", file: &file)
        guard let date, let item, let amount, payerValid, quantityValid else { return }
        expenses.append(
            Expense(
                date: date.0, item: item, amount: amount, quantity: quantity, consumable: consumable, shared: shared,
                paidByIndex: payer, tags: tags, location: file.location(node)))
    }

    mutating func readContribution(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .contributions, file: &file) else { return }
        let fields = MappingReader(mapping, .contributions, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        let person = requiredPerson(fields, .person, file: &file)
        let amount = requiredMoney(fields, file: &file)
        let note = fields[.note].flatMap { file.text($0, field: .note) }
        guard let date, let person, let amount else { return }
        if people[person].person.isBuyer, let node = fields[.person] {
            file.error(
                .buyerPays, "'\(people[person].name)' is a buyer (shares: 0), and a buyer does not pay into the pot", at: node,
                help: "what a buyer pays for eggs is written as paid: on their deliveries")
            return
        }
        contributions.append(
            Contribution(
                date: date.0, personIndex: person, amount: amount, note: note,
                location: file.location(node)))
    }

    mutating func readDelivery(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .deliveries, file: &file) else { return }
        let fields = MappingReader(mapping, .deliveries, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        let person = requiredPerson(fields, .person, file: &file)
        var eggs: Int?
        if let eggsNode = fields[.eggs] {
            eggs = file.wholeNumber(eggsNode, field: .eggs, in: 1...RecordLimits.eggCount, what: "the number of eggs delivered")
        } else {
            file.missing(fields, .eggs)
        }
        let note = fields[.note].flatMap { file.text($0, field: .note) }
        var paid: Money?
        var paidValid = true
        if let paidNode = fields[.paid] {
            paid = file.money(paidNode, field: .paid).flatMap { countInTotal($0, at: paidNode, file: &file) }
            paidValid = paid != nil
        }
        guard let date, let person, let eggs, paidValid else { return }
        deliveries.append(Delivery(date: date.0, personIndex: person, eggs: eggs, paid: paid, note: note, location: file.location(node)))
    }

    private mutating func requiredMoney(_ fields: MappingReader, file: inout RecordFile) -> Money? {
        guard let node = fields[.amount] else {
            file.missing(fields, .amount)
            return nil
        }
        return file.money(node, field: .amount).flatMap { countInTotal($0, at: node, file: &file) }
    }
}
