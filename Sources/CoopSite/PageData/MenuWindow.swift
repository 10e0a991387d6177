/// How a menu lists a group that can grow without limit, such as the hens of a farm or the
/// people who buy its eggs.
///
/// A group of up to ``whole`` is listed whole on every page. A larger one would make every
/// page of the tab list every member, so that the tab's pages grew with the square of the
/// group (a 1,000-hen farm wrote 84 MB of hen pages, almost all menu): its menu lists
/// instead the ``size`` members nearest the page's own, so that each page's menu is the same
/// size whatever the group's, and the output grows linearly. The tab's index page lists
/// every member itself.
enum MenuWindow {
    /// The largest group a menu lists whole.
    static let whole = 40
    /// How many members of a larger group a menu lists.
    static let size = 21

    /// The positions a menu lists of a group of `count` members: those nearest `position`
    /// (the page's own member), or the first ones when the page is none of them.
    static func range(count: Int, around position: Int?) -> Range<Int> {
        guard let position else { return 0..<min(count, size) }
        let start = min(max(0, position - size / 2), max(0, count - size))
        return start..<min(count, start + size)
    }
}
