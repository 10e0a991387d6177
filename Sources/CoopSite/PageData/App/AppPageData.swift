import CoopTemplate

/// A page of the coop app of `coop serve`, in the site's frame: the served add page's header,
/// tabs and footer around the app's own content, each kind of page a theme template with its
/// typed data, checked when the theme is loaded like every other page.
public enum AppPage: Sendable {
    /// A form to add or edit a record.
    case form(AppFormPage)
    /// The question before removing a record.
    case removal(AppRemovalPage)
    /// The confirmation of a change.
    case done(AppDonePage)
    /// A page saying what cannot be done.
    case notice(AppNoticePage)
    /// The question before ticking off a chore as done.
    case choreDone(AppChoreDonePage)

    /// The page's address.
    var path: String {
        switch self {
        case .form(let page): page.path
        case .removal(let page): page.path
        case .done(let page): page.path
        case .notice(let page): page.path
        case .choreDone(let page): page.path
        }
    }

    /// The page's title.
    var title: String {
        switch self {
        case .form(let page): page.title
        case .removal(let page): page.title
        case .done(let page): page.title
        case .notice(let page): page.title
        case .choreDone(let page): page.title
        }
    }

    /// The page's data, in the frame `common`.
    func data(_ common: PageCommon) -> any PageData {
        switch self {
        case .form(let page): AppFormPageData(common: common, form: page)
        case .removal(let page): AppRemovalPageData(common: common, removal: page)
        case .done(let page): AppDonePageData(common: common, done: page)
        case .notice(let page): AppNoticePageData(common: common, notice: page)
        case .choreDone(let page): AppChoreDonePageData(common: common, choreDone: page)
        }
    }
}

/// The data of `pages/app-form.xhtml`.
struct AppFormPageData: PageData {
    static let template = "pages/app-form.xhtml"
    let common: PageCommon
    let form: AppFormPage

    static let templateFields = TemplateFields<AppFormPageData>(
        "AppFormPageData", [.fields(of: { $0.common }), .fields(of: { $0.form })])
}

/// The data of `pages/app-remove.xhtml`.
struct AppRemovalPageData: PageData {
    static let template = "pages/app-remove.xhtml"
    let common: PageCommon
    let removal: AppRemovalPage

    static let templateFields = TemplateFields<AppRemovalPageData>(
        "AppRemovalPageData", [.fields(of: { $0.common }), .fields(of: { $0.removal })])
}

/// The data of `pages/app-done.xhtml`.
struct AppDonePageData: PageData {
    static let template = "pages/app-done.xhtml"
    let common: PageCommon
    let done: AppDonePage

    static let templateFields = TemplateFields<AppDonePageData>(
        "AppDonePageData", [.fields(of: { $0.common }), .fields(of: { $0.done })])
}

/// The data of `pages/app-notice.xhtml`.
struct AppNoticePageData: PageData {
    static let template = "pages/app-notice.xhtml"
    let common: PageCommon
    let notice: AppNoticePage

    static let templateFields = TemplateFields<AppNoticePageData>(
        "AppNoticePageData", [.fields(of: { $0.common }), .fields(of: { $0.notice })])
}

/// The data of `pages/app-chore-done.xhtml`.
struct AppChoreDonePageData: PageData {
    static let template = "pages/app-chore-done.xhtml"
    let common: PageCommon
    let choreDone: AppChoreDonePage

    static let templateFields = TemplateFields<AppChoreDonePageData>(
        "AppChoreDonePageData", [.fields(of: { $0.common }), .fields(of: { $0.choreDone })])
}
