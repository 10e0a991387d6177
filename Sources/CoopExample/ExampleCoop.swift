#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The example coop: the repository's `content/` folder (the sample `swift run coop build`
/// builds), embedded in the binary when it is built, so `coop new --example` writes it
/// wherever `coop` was installed from.
public enum ExampleCoop {
    /// Every file of the example's content folder by its path in that folder
    /// (`coop.yaml`, `eggs/2025.yaml`), in the order of their paths.
    public static let files: [(path: String, bytes: [UInt8])] = embeddedExampleFiles.map { path, base64 in
        (path, Data(base64Encoded: base64).map { Array($0) } ?? [])
    }
}
