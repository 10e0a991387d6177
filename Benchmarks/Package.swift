// swift-tools-version:6.0
// Benchmarks for Coop Count, kept out of the main package so that `swift build`, `swift test`
// and CI never compile them. `Benchmarks/run` builds and runs everything (see
// docs/performance.md); `RenderBenchmark` is the part that times template rendering alone.
import PackageDescription

let package = Package(
    name: "CoopCountBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CoopCount", path: "..")
    ],
    targets: [
        // Renders chosen pages of a content folder many times, on one core and on all.
        .executableTarget(
            name: "RenderBenchmark",
            dependencies: [
                .product(name: "CoopSite", package: "CoopCount"),
                .product(name: "CoopValues", package: "CoopCount"),
            ])
    ]
)
