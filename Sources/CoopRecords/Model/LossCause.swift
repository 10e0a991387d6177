/// Why a hen left the flock (`cause`, written beside `removed`).
public enum LossCause: String, Sendable, CaseIterable, Equatable {
    /// Taken by a fox, a hawk, a dog.
    case predator
    /// Died of an illness.
    case illness
    /// Died of old age.
    case age
    /// Died in an accident.
    case accident
    /// Sold.
    case sold
    /// Given away.
    case given
    /// Not known.
    case unknown

    /// The causes as written, in the order the docs list them.
    public static let names: [String] = allCases.map(\.rawValue)
}
