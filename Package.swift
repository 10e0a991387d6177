// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CoopCount",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "coop", targets: ["coop"]),
        // Libraries for packages built beside this one: the fuzzers (Fuzzing/) and the
        // render benchmark (Benchmarks/). The HTTP fuzzer reaches CoopServe's internal request
        // reader with @testable import (Scripts/fuzz builds with -enable-testing).
        .library(name: "CoopSite", targets: ["CoopSite"]),
        .library(name: "CoopDiagnostics", targets: ["CoopDiagnostics"]),
        .library(name: "CoopValues", targets: ["CoopValues"]),
        .library(name: "CoopYAML", targets: ["CoopYAML"]),
        .library(name: "CoopRecords", targets: ["CoopRecords"]),
        .library(name: "CoopTemplate", targets: ["CoopTemplate"]),
        .library(name: "CoopLocale", targets: ["CoopLocale"]),
        .library(name: "CoopMarkdown", targets: ["CoopMarkdown"]),
        .library(name: "CoopServe", targets: ["CoopServe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // C libraries, each wrapped by exactly one Swift file.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // glibc's malloc.h: coop serve gives freed memory back after a rebuild.
        .systemLibrary(name: "CMalloc"),
        // Linux's epoll and eventfd: coop serve's event queue.
        .systemLibrary(name: "CEPoll"),

        // Shared ground: located diagnostics, and the value types every module speaks.
        .target(name: "CoopDiagnostics"),
        .target(name: "CoopValues"),
        // The file system: paths, reading, writing, listing, locking.
        .target(name: "CoopFiles"),
        // Work spread over every core: a parallel map.
        .target(name: "CoopParallel"),

        // The content format.
        .target(name: "CoopYAML", dependencies: ["CYAML", "CoopDiagnostics", "CoopValues"]),
        .target(name: "CoopMarkdown", dependencies: ["CoopValues"]),

        // Words: the catalogue of every sentence by key, per language, plural rules, and how
        // each language writes dates, numbers and money.
        .target(name: "CoopLocale", dependencies: ["CoopYAML", "CoopDiagnostics", "CoopValues"]),
        .target(name: "CoopRecords", dependencies: ["CoopYAML", "CoopDiagnostics", "CoopValues", "CoopFiles", "CoopParallel"]),

        // The template engine: XHTML templates on libxml2, knowing nothing about hens.
        .target(name: "CoopTemplate", dependencies: ["CLibXML2", "CoopDiagnostics", "CoopValues", "CoopLocale"]),

        // Careful edits of content files: coop add and coop import.
        .target(name: "CoopEditing", dependencies: ["CoopRecords", "CoopYAML", "CoopDiagnostics", "CoopValues", "CoopFiles"]),

        // Pure computations over records: series, stats, streaks, forecasts, alerts, money.
        .target(name: "CoopInsight", dependencies: ["CoopRecords", "CoopValues", "CoopDiagnostics", "CoopParallel"]),

        // SVG charts: line, bar, stacked bar, sparkline, heat strip.
        .target(name: "CoopCharts", dependencies: ["CoopValues"]),

        // The built-in theme, embedded in the binary by a build plugin.
        .executableTarget(name: "coop-embed-theme", path: "Sources/coop-embed-theme"),
        .plugin(
            name: "EmbedThemePlugin", capability: .buildTool(), dependencies: ["coop-embed-theme"],
            path: "Sources/EmbedThemePlugin"),
        .target(name: "CoopDefaultTheme", plugins: ["EmbedThemePlugin"]),
        // The example coop (content/), embedded the same way for `coop new --example`.
        .plugin(
            name: "EmbedExamplePlugin", capability: .buildTool(), dependencies: ["coop-embed-theme"],
            path: "Sources/EmbedExamplePlugin"),
        .target(name: "CoopExample", plugins: ["EmbedExamplePlugin"]),

        // The site: page map, view models, build pipeline, output writer.
        .target(
            name: "CoopSite",
            dependencies: [
                "CoopRecords", "CoopInsight", "CoopTemplate", "CoopMarkdown", "CoopCharts", "CoopDefaultTheme", "CoopValues", "CoopLocale",
                "CoopDiagnostics", "CoopFiles", "CoopParallel",
            ]),

        // coop serve: the site in memory over HTTP, rebuilt on change, pages reloaded; the
        // coop app's forms, which add, edit and remove records through CoopEditing; pairing
        // (a one-time code, shown as a QR code) when other computers can reach it.
        .target(
            name: "CoopServe",
            dependencies: [
                "CoopSite", "CoopEditing", "CoopRecords", "CoopDiagnostics", "CoopValues", "CoopFiles", "CoopLocale", "CQRencode",
                "CMalloc", "CEPoll",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),

        // The command line: a testable library and a thin executable.
        .target(
            name: "CoopCLI",
            dependencies: [
                "CoopRecords", "CoopInsight", "CoopSite", "CoopEditing", "CoopServe", "CoopFiles", "CoopDiagnostics", "CoopValues",
                "CoopExample", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "coop", dependencies: ["CoopCLI"]),

        // Helpers shared by the test targets, in three layers so that a module's tests build only
        // what they need: files, folders, text diffs and a seeded random generator (no app module);
        // content folders read by CoopRecords; and `coop` run in process or as a child process, for
        // the end-to-end tests of CoopCLITests only.
        .target(name: "CoopTestSupport", dependencies: ["CoopDiagnostics", "CoopFiles"], path: "Sources/CoopTestSupport"),
        .target(
            name: "CoopRecordsTestSupport", dependencies: ["CoopTestSupport", "CoopRecords", "CoopValues", "CoopYAML"],
            path: "Sources/CoopRecordsTestSupport"),
        .target(name: "CoopCLITestSupport", dependencies: ["CoopTestSupport", "CoopCLI"], path: "Sources/CoopCLITestSupport"),

        .testTarget(name: "CoopDiagnosticsTests", dependencies: ["CoopDiagnostics"]),
        .testTarget(name: "CoopValuesTests", dependencies: ["CoopValues"]),
        .testTarget(name: "CoopFilesTests", dependencies: ["CoopFiles", "CoopTestSupport"]),
        .testTarget(name: "CoopParallelTests", dependencies: ["CoopParallel"]),
        .testTarget(name: "CoopYAMLTests", dependencies: ["CoopYAML", "CoopTestSupport"]),
        .testTarget(name: "CoopLocaleTests", dependencies: ["CoopLocale", "CoopTestSupport"]),
        .testTarget(name: "CoopMarkdownTests", dependencies: ["CoopMarkdown", "CoopTestSupport"], exclude: ["Spec"]),
        .testTarget(name: "CoopRecordsTests", dependencies: ["CoopRecords", "CoopTestSupport", "CoopRecordsTestSupport"]),
        .testTarget(name: "CoopChartsTests", dependencies: ["CoopCharts"]),
        .testTarget(name: "CoopEditingTests", dependencies: ["CoopEditing", "CoopRecords", "CoopValues", "CoopTestSupport"]),
        .testTarget(
            name: "CoopInsightTests", dependencies: ["CoopInsight", "CoopDiagnostics", "CoopTestSupport", "CoopRecordsTestSupport"]),
        .testTarget(
            name: "CoopServeTests",
            dependencies: [
                "CoopServe", "CoopFiles", "CoopTestSupport", "CoopRecordsTestSupport", .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        .testTarget(
            name: "CoopSiteTests", dependencies: ["CoopSite", "CoopLocale", "CoopYAML", "CoopTestSupport", "CoopRecordsTestSupport"]),
        .testTarget(name: "CoopTemplateTests", dependencies: ["CoopTemplate", "CoopLocale", "CoopTestSupport"]),
        .testTarget(
            name: "CoopCLITests",
            dependencies: ["CoopCLI", "CoopRecords", "CoopSite", "CoopServe", "CoopFiles", "CoopTestSupport", "CoopCLITestSupport"]),
    ]
)
