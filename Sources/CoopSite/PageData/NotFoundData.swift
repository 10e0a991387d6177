import CoopTemplate

/// The data of `404.html`, the page a web server shows for an address the site does not have.
struct NotFoundPageData: PageData {
    static let template = "pages/404.xhtml"

    let common: PageCommon

    static let templateFields = TemplateFields<NotFoundPageData>(
        "NotFoundPage",
        [
            .fields(of: { $0.common })
        ])
}
