#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in theme (`Themes/default`), embedded in the binary when it is built, so
/// `coop` finds it whatever folder it runs from and wherever the binary is copied.
public enum DefaultTheme {
    /// Every file of the theme by its path in the theme (`layouts/base.xhtml`,
    /// `static/assets/coop.css`).
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (path, base64) in embeddedThemeFiles {
            files[path] = Data(base64Encoded: base64).map { Array($0) } ?? []
        }
        return files
    }()
}
