// swift-tools-version:6.0
// libFuzzer targets for Coop Count, kept out of the main package so that `swift build`,
// `swift test` and CI never compile them. Build and run them with `Scripts/fuzz`
// (see docs/fuzzing.md); they need `-sanitize=fuzzer`, which the script passes.
import PackageDescription

let package = Package(
    name: "CoopCountFuzz",
    dependencies: [
        .package(name: "CoopCount", path: "..")
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which each target's main.swift calls.
        .target(name: "CFuzzerDriver"),
        // Content files (YAML) through ContentLoader, and their diagnostics through the renderer.
        .executableTarget(
            name: "FuzzContent",
            dependencies: [
                .product(name: "CoopRecords", package: "CoopCount"),
                .product(name: "CoopDiagnostics", package: "CoopCount"),
                .product(name: "CoopValues", package: "CoopCount"), "CFuzzerDriver",
            ]),
        // XHTML templates through TemplateLibrary: load, compile, render.
        .executableTarget(
            name: "FuzzTemplate",
            dependencies: [
                .product(name: "CoopTemplate", package: "CoopCount"),
                .product(name: "CoopLocale", package: "CoopCount"),
                .product(name: "CoopDiagnostics", package: "CoopCount"),
                .product(name: "CoopValues", package: "CoopCount"), "CFuzzerDriver",
            ]),
        // What a client sends, split anywhere, through coop serve's request reader.
        .executableTarget(
            name: "FuzzHTTP",
            dependencies: [
                .product(name: "CoopServe", package: "CoopCount"), "CFuzzerDriver",
            ]),
        // A whole coop generated from the input, built in memory: reading, insight, money,
        // pages, graphs, feeds and exports.
        .executableTarget(
            name: "FuzzBuild",
            dependencies: [
                .product(name: "CoopSite", package: "CoopCount"),
                .product(name: "CoopDiagnostics", package: "CoopCount"),
                .product(name: "CoopValues", package: "CoopCount"), "CFuzzerDriver",
            ]),
        // Note text through the Markdown renderer.
        .executableTarget(
            name: "FuzzMarkdown",
            dependencies: [
                .product(name: "CoopMarkdown", package: "CoopCount"), "CFuzzerDriver",
            ]),
    ]
)
