// Renders pages of a coop's site again and again and reports pages per second.
//
//     RenderBenchmark CONTENT_DIR TODAY COUNT PAGE...
//
// The site is read and planned once (as `coop serve` does); then each PAGE (a path in the
// site, such as `index.html`) is made COUNT times on one core, then COUNT times spread over
// every core. Making a page is what a build does for it: gathering the page's data from the
// coop's computed figures, then rendering its compiled template into bytes. Then the same
// for rendering alone, with the page's data made once: the template engine's share. One line
// of JSON per page goes to standard output.
import CoopSite
import CoopValues
import Dispatch
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 5, let count = Int(arguments[3]), count > 0, let today = CivilDate(iso: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: RenderBenchmark CONTENT_DIR TODAY COUNT PAGE...\n".utf8))
    exit(64)
}
let session = SiteSession()
let options = SiteOptions(content: arguments[1], output: "", today: today)
let site = session.update(options)
guard site.isBuilt else {
    FileHandle.standardError.write(Data("RenderBenchmark: the content has errors; run coop check\n".utf8))
    exit(1)
}

/// Seconds since an arbitrary start.
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

let cores = ProcessInfo.processInfo.activeProcessorCount

// What `coop serve` does after a save, less parsing the changed file: read the folder again
// (every file's bytes compared with the parse kept for them), check, compute, plan.
var updates: [Double] = []
for _ in 0..<21 {
    let start = now()
    _ = session.update(options)
    updates.append((now() - start) * 1000)
}
print(#"{"updateMilliseconds":\#(updates.sorted()[updates.count / 2])}"#)

/// Pages per second of `work` run `count` times on one core, then spread over every core.
func speed(_ count: Int, _ work: @Sendable () -> [UInt8]) -> (one: Double, all: Double) {
    let oneStart = now()
    for _ in 0..<count { _ = work() }
    let one = now() - oneStart
    let allStart = now()
    DispatchQueue.concurrentPerform(iterations: cores) { worker in
        for _ in 0..<(count / cores + (worker < count % cores ? 1 : 0)) { _ = work() }
    }
    return (Double(count) / one, Double(count) / (now() - allStart))
}

for page in arguments[4...] {
    guard let bytes = site.remake(at: page), let render = site.renderer(at: page) else {
        FileHandle.standardError.write(Data("RenderBenchmark: the site has no page \(page)\n".utf8))
        exit(1)
    }
    guard render() == bytes else {
        FileHandle.standardError.write(Data("RenderBenchmark: \(page) came out different twice\n".utf8))
        exit(1)
    }
    let made = speed(count) { site.remake(at: page) ?? [] }
    let rendered = speed(count, render)
    print(
        #"{"page":"\#(page)","bytes":\#(bytes.count),"renders":\#(count),"cores":\#(cores),"#
            + #""makePerSecond":\#(made.one),"makePerSecondAllCores":\#(made.all),"#
            + #""renderPerSecond":\#(rendered.one),"renderPerSecondAllCores":\#(rendered.all)}"#)
}
