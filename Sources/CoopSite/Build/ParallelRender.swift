import CoopTemplate
import Dispatch

/// Renders pages on every core. Templates and data are immutable and `Sendable`; each
/// page writes only its own slot of the result.
enum ParallelRender {
    static func render(_ pages: [SitePage], templates: [PageTemplate: CompiledTemplate]) -> [[UInt8]] {
        let results = ResultSlots(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            guard let template = templates[page.template] else { return }
            results.store(template.render(page.data), at: index)
        }
        return results.values
    }
}

/// A fixed number of result slots, each written by exactly one worker.
private final class ResultSlots: @unchecked Sendable {
    private var storage: [[UInt8]]

    init(count: Int) { storage = [[UInt8]](repeating: [], count: count) }

    func store(_ value: [UInt8], at index: Int) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var values: [[UInt8]] { storage }
}
