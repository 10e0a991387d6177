import CoopExample

/// What `coop new --example` writes: Coop Count's example coop, the repository's `content/`
/// as it was when `coop` was built (``ExampleCoop``), byte for byte, with a README saying it
/// is the example and the `.gitignore` and GitHub Pages workflow of every new coop.
enum NewExample {
    /// The folder `coop new --example` makes when none is given.
    static let defaultFolder = "example-coop"

    /// The files of the example coop, by path in its folder.
    static var files: [(String, [UInt8])] {
        ExampleCoop.files.map { ("content/" + $0.path, $0.bytes) } + ([("README.md", readme)] + NewCoop.beside).map { ($0, Array($1.utf8)) }
    }

    /// The example's README: what it is, and how to start the family's own coop.
    static let readme = """
        # The example coop

        This is Coop Count's example coop, written by `coop new --example`: a made-up family's
        records of more than two years (hens, eggs of several colours, notes, expenses, the
        neighbours who share the costs), to look around a full coop before you start your own
        with `coop new DIR`. Nothing in it is yours: delete the folder when you are done.

        - `content/coop.yaml`: settings (title, currency, the first day of the week, a goal,
          what the public site leaves out).
        - `content/kinds.yaml`, `content/hens/`, `content/eggs/`: the kinds of egg, the hens (a
          file each) and the eggs, a file a year.
        - `content/notes.yaml`, `people.yaml`, `expenses/`, `contributions.yaml`,
          `deliveries.yaml`: notes, the people who share the eggs, and the money.
        - `schemas/`: JSON Schemas; editors with a YAML language server (VS Code's YAML extension)
          complete and check the files as you type.

        See the site: `coop build`, then open `public/index.html`, or `coop serve` to see it update
        as you edit. The records end in November 2026: from a later day the dashboard says how long
        ago the last egg was; `coop build --today 2026-11-22` shows the coop as it was then.

        Publish it, to try: `.github/workflows/coop-pages.yml` builds the public site (without
        people, money and private notes) with GitHub Pages; `coop publish --to DIR` or
        `coop publish --git REPO` puts it in a folder or on a git branch yourself.

        """
}
