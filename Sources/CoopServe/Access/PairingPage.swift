import CoopSite

/// What ``ServeAccess`` answers instead of the request asked for: a response of its own (a
/// refusal, the pairing address's redirect), or the pairing page in a situation, which the
/// server renders from the theme (``PairingPage``).
enum AccessAnswer: Sendable, Equatable {
    /// A response as it is.
    case response(HTTPResponse)
    /// The page that says how to pair, in a situation.
    case pairingPage(AppPairingPage.Situation)

    static func == (lhs: AccessAnswer, rhs: AccessAnswer) -> Bool {
        switch (lhs, rhs) {
        case (.pairingPage(let a), .pairingPage(let b)): a == b
        case (.response(let a), .response(let b)): a.status == b.status && a.fields.elementsEqual(b.fields, by: ==) && a.body == b.body
        default: false
        }
    }
}

/// The pages a browser gets from a `coop serve` that needs pairing, before it is paired: how
/// to pair, a wrong code, pairing stopped; the theme's `pages/app-pairing.xhtml`.
///
/// Each page is whole in itself, styles included, and asks for nothing else: every other
/// address, the site's stylesheet too, is refused to a browser that is not paired. It holds
/// no coop data at all, not even the coop's name.
enum PairingPage {
    /// The answer carrying the page for `situation` made with `site`'s theme and language (the
    /// built-in theme's English before a site is built): 403, HTML, and a content security
    /// policy that allows nothing but the page's own styles.
    static func response(_ situation: AppPairingPage.Situation, site: SiteVersion?) -> HTTPResponse {
        let page = AppPairingPage(situation, wrongCodesPerCode: Pairing.wrongCodesPerCode)
        guard let html = site?.pairingPage(page) ?? SiteVersion.builtInPairingPage(page) else {
            return .plain(.forbidden, "This browser is not paired with coop serve: open the pairing address it shows in its terminal.\n")
        }
        return HTTPResponse(
            status: .forbidden,
            fields: [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"),
            ],
            body: html)
    }
}
