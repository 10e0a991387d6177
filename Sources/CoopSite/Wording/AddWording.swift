import CoopLocale

/// What the add page says from Swift: the page's title and what each example adds. Its
/// other sentences are in its template.
extension Message {
    /// "Add a record": the add page's title.
    static var addRecordTitle: Message { Message("add.title") }

    /// "Today’s eggs".
    static var addTodaysEggs: Message { Message("add.todays-eggs") }

    /// "Eggs by kind".
    static var addEggsByKind: Message { Message("add.eggs-by-kind") }

    /// "A cracked egg".
    static var addCrackedEgg: Message { Message("add.cracked-egg") }

    /// "A note".
    static var addNote: Message { Message("add.note") }

    /// "An expense".
    static var addExpense: Message { Message("add.expense") }

    /// "A delivery".
    static var addDelivery: Message { Message("add.delivery") }
}
