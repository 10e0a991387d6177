import CoopParallel
import Synchronization
import Testing

@Suite struct ParallelTests {
    @Test func parallelMapKeepsTheOrder() {
        let squares = Array(0..<1000).parallelMap { $0 * $0 }
        #expect(squares == (0..<1000).map { $0 * $0 })
    }

    /// Workers store their results at the same moment, over and over: the slots must take
    /// simultaneous writes (an array written through `withUnsafeMutableBufferPointer` could
    /// not, and crashed one test run in twenty).
    @Test func simultaneousStoresAreAllKept() {
        for round in 0..<200 {
            let labels = Array(0..<2_000).parallelMap { "\(round)-\($0)" }
            #expect(labels == (0..<2_000).map { "\(round)-\($0)" })
        }
    }

    @Test func parallelRunsBothAndReturnsBoth() {
        let (a, b) = parallel({ (1...100).reduce(0, +) }, { "hens" })
        #expect(a == 5050)
        #expect(b == "hens")
    }

    /// The work runs once; every thread asking gets its value, however many times it asks,
    /// before or after it is done.
    @Test func backgroundWorkRunsOnceAndAnswersEveryone() {
        let runs = Atomic<Int>(0)
        let work = BackgroundWork { () -> [Int] in
            runs.add(1, ordering: .relaxed)
            return Array(1...5)
        }
        let answers = Array(0..<64).parallelMap { _ in work.wait().reduce(0, +) }
        #expect(answers == Array(repeating: 15, count: 64))
        #expect(work.wait() == [1, 2, 3, 4, 5])
        #expect(runs.load(ordering: .relaxed) == 1)
    }
}
