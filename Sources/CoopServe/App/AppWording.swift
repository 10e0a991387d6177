/// What the coop app says when it cannot do what was asked: one home for its wording.
enum AppWording {
    /// An edit or removal link to a record that is no longer there.
    static let missingRecord =
        "<h1>No record there</h1><p>Nothing starts at that line any more: the file may have changed since the page was made. "
        + "<a href=\"/\">Back to the dashboard</a>, whose pages show the records as they are now.</p>"

    /// A confirmation or Undo for a change the server no longer remembers.
    static let forgottenChange =
        "<h1>That change is not remembered</h1><p>coop serve remembers the last 100 changes until it stops. "
        + "Nothing was changed. <a href=\"/\">Back to the dashboard</a></p>"

    /// A write without the form's secret, or sent from another site.
    static let refusedWrite =
        "<h1>Not saved</h1><p>This request did not come from a form of this coop, so nothing was written. "
        + "A page from another site may have tried to send it; or coop serve was restarted since the form was opened. "
        + "Open the form again and save from there.</p>"
}
