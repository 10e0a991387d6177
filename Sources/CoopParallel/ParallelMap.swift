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
///
/// The slots are one allocation made up front and written through a pointer that never
/// changes. (An `Array` stored here would not do: writing into it, even through
/// `withUnsafeMutableBufferPointer`, is a mutating access of the array, which moves its
/// buffer out for the duration, so two workers writing at once race on the array itself.)
///
/// `@unchecked Sendable`, which the compiler cannot check for a pointer: slot `index` is
/// written by the one worker given `index` and by no other, and ``values`` is read only after
/// `DispatchQueue.concurrentPerform` has returned, which orders every write before it. A lock
/// per slot or per write would cost on every element of every parallel map.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        precondition(index >= 0 && index < storage.count, "result slot \(index) out of \(storage.count)")
        storage[index] = value
    }

    /// Every slot's value; each slot was stored exactly once.
    var values: [Value] {
        storage.map { value in
            guard let value else { preconditionFailure("a parallel worker finished without storing its result") }
            return value
        }
    }
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
