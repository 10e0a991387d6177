import CoopTemplate

/// The page `coop serve` shows a browser that is not paired (`pages/app-pairing.xhtml`): how
/// to pair, a wrong code, pairing stopped.
///
/// It stands alone, without the layout and the site's frame, and holds no coop data at all,
/// not even the coop's name: a browser that is not paired may read nothing of the coop.
public struct AppPairingPage: TemplateData, Sendable, Hashable {
    /// Why the page is shown.
    public enum Situation: String, Sendable, CaseIterable {
        /// The browser is not paired (any address but the pairing one, or no code).
        case notPaired
        /// The pairing address was opened with a wrong or used code.
        case wrongCode
        /// Too many wrong codes were tried: pairing is off until `coop serve` restarts.
        case stopped
    }

    /// Why the page is shown.
    public var situation: Situation
    /// How many wrong codes replace a code.
    public var wrongCodesPerCode: Int

    /// A pairing page.
    public init(_ situation: Situation, wrongCodesPerCode: Int) {
        (self.situation, self.wrongCodesPerCode) = (situation, wrongCodesPerCode)
    }

    /// What a pairing address looks like, to recognise it in the terminal.
    static let exampleAddress = "http://192.168.1.20:8080" + AppRoute.pair.path + "?code=…"

    public static let templateFields = TemplateFields<AppPairingPage>(
        "AppPairingPage",
        [
            .field("situation", { $0.situation.rawValue }, "notPaired, wrongCode or stopped"),
            .field("notPaired", { $0.situation == .notPaired }), .field("wrongCode", { $0.situation == .wrongCode }),
            .field("stopped", { $0.situation == .stopped }),
            .field("wrongCodesPerCode", { $0.wrongCodesPerCode }, "how many wrong codes replace a code"),
            .field("exampleAddress", { _ in Self.exampleAddress }, "what a pairing address looks like"),
        ])
}

/// The data of `pages/app-pairing.xhtml`: the page and the language it is written in, nothing
/// of the site.
struct AppPairingPageData: PageData {
    static let template = "pages/app-pairing.xhtml"
    /// The language's code, for the `lang` attribute.
    let language: String
    let pairing: AppPairingPage

    static let templateFields = TemplateFields<AppPairingPageData>(
        "AppPairingPageData", [.field("language", { $0.language }, "the language's code: en"), .fields(of: { $0.pairing })])
}
