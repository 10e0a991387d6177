import CoopLocale

/// The words of the queue of entries kept on a phone (``OfflineQueue``) and of a form sent
/// after a restart of `coop serve`.
extension Message {
    /// The heading of the panel of waiting entries.
    static let queueTitle = Message("app.queue.title")
    /// An entry waiting for the server.
    static let queueWaiting = Message("app.queue.waiting")
    /// An entry the server refused.
    static let queueRefused = Message("app.queue.refused")
    /// The button opening a refused entry's form, filled.
    static let queueFix = Message("app.queue.fix")
    /// The button dropping a refused entry.
    static let queueDrop = Message("app.queue.drop")
    /// The question before dropping it.
    static let queueConfirmDrop = Message("app.queue.confirm-drop")
    /// The line of a form sent with the secret of an earlier start of the server.
    static let serverRestarted = Message("app.problem.restarted")
}
