import Dispatch

extension Collection where Index == Int {
    /// `map` on every core: `transform` runs once per element, in any order and on any
    /// thread; the results come back in the collection's order.
    ///
    /// For independent, pure work on immutable values (parsing files, rendering pages).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] where Self: Sendable {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            slots.store(transform(self[startIndex + offset]), at: offset)
        }
        return slots.values
    }
}

/// A fixed number of result slots, each written once by exactly one worker, read after all
/// workers are done.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]

    init(count: Int) { storage = [Value?](repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    /// Every slot's value; each slot was stored exactly once.
    var values: [Value] { storage.map { $0! } }
}

/// Runs two independent pieces of work at once, returning both results.
public func parallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = ResultSlots<A>(count: 1)
    let b = ResultSlots<B>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { a.store(first(), at: 0) } else { b.store(second(), at: 0) }
    }
    return (a.values[0], b.values[0])
}
