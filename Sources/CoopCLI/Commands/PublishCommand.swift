import ArgumentParser
import CoopFiles
import CoopSite
import CoopValues

/// `coop publish`: builds the public site and puts it where the family keeps it, a folder
/// (`--to`) or a branch of a git repository (`--git`). Nothing reaches the destination
/// unless the whole site was built.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Build the public site and publish it to a folder or a git branch.",
        discussion: """
            Builds the site as coop build --public does (what coop.yaml's publish: section leaves out, \
            by default people, money and private notes, is in no file) into a temporary folder, then \
            publishes it. With --to DIR the folder ends up holding exactly the site: new and changed \
            files are written first, then files the site no longer has are removed. A non-empty folder \
            without the .coop-published file of an earlier publish is refused. With --git REPO (a path \
            or a URL) the site replaces the files of the branch (gh-pages unless --branch says; made if \
            missing) in one commit, pushed, and only when something changed. Nothing is published when \
            the content has an error (exit status 1).
            """)

    @OptionGroup var options: ContentOptions

    @Option(
        name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"), completion: .directory)
    var theme: String?

    @Option(
        name: .long, help: ArgumentHelp("Publish into this folder (a web server's root, a mounted share).", valueName: "dir"),
        completion: .directory)
    var to: String?

    @Option(name: .long, help: ArgumentHelp("Publish to a branch of this git repository (a path or a URL).", valueName: "repo"))
    var git: String?

    @Option(name: .long, help: ArgumentHelp("The branch of --git to publish to.", valueName: "name"))
    var branch: String = "gh-pages"

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func validate() throws {
        switch (to, git) {
        case (nil, nil): throw ValidationError("say where to publish: --to DIR (a folder) or --git REPO (a git repository)")
        case (.some, .some): throw ValidationError("--to and --git cannot be used together: publish to one place at a time")
        case (.some(let folder), nil):
            guard !folder.isEmpty else { throw ValidationError("--to needs a folder") }
            if let content = FileSystem.realPath(FilePath(options.content)), let site = FileSystem.resolvedPath(FilePath(folder)),
                content.contains(site) || site.contains(content)
            {
                throw ValidationError(
                    "--to '\(folder)' and the content folder '\(options.content)' are inside one another: publish beside the content folder"
                )
            }
        case (nil, .some(let repository)):
            guard !repository.isEmpty else { throw ValidationError("--git needs a repository") }
            guard !branch.isEmpty, !branch.hasPrefix("-") else { throw ValidationError("--branch needs a branch name") }
        }
    }

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        guard let staging = StagingFolder(tag: "publish", environment: console.environment) else {
            console.err("coop: error: cannot create a temporary folder to build the site in: \(FileSystem.lastError)\n")
            throw ExitCode(1)
        }
        defer { staging.remove() }
        let site = staging.path.appending("site")
        var siteOptions = SiteOptions(content: options.content, output: site.string, theme: theme, today: today)
        siteOptions.isPublic = true
        let built = try BuildCommand.build(siteOptions, nothingWas: "published", console: console)
        if let folder = to {
            try publish(site: site, toFolder: folder, pages: built.pages, console: console)
        } else if let repository = git {
            try publish(site: site, toRepository: repository, staging: staging, pages: built.pages, today: today, console: console)
        }
    }

    /// Mirrors the built site into `folder`, refusing a folder an earlier publish did not make.
    private func publish(site: FilePath, toFolder folder: String, pages: Int, console: Console) throws {
        let destination = FilePath(folder)
        switch FileSystem.entry(at: destination, followingLinks: true) {
        case .missing:
            guard FileSystem.makeDirectories(destination) else {
                console.err("coop: error: cannot create the folder '\(folder)': \(FileSystem.lastError)\n")
                throw ExitCode(1)
            }
        case .directory:
            guard let names = FileSystem.list(destination) else {
                console.err("coop: error: cannot read the folder '\(folder)': \(FileSystem.lastError)\n")
                throw ExitCode(1)
            }
            guard names.isEmpty || FileSystem.entry(at: destination.appending(SiteMirror.marker)) == .file else {
                console.err(
                    "coop: error: '\(folder)' is not empty and was not made by coop publish (it has no \(SiteMirror.marker) file); "
                        + "publishing would remove its files, so nothing was changed. Publish into an empty or new folder\n")
                throw ExitCode(1)
            }
        default:
            console.err("coop: error: '\(folder)' is not a folder\n")
            throw ExitCode(1)
        }
        let markerPath = destination.appending(SiteMirror.marker)
        if !FileSystem.holdsExactly(markerPath, Array(SiteMirror.markerText.utf8)) {
            try writeFile(Array(SiteMirror.markerText.utf8), to: markerPath, console: console)
        }
        // Two publishes at once (the timer's and one by hand) take turns: each holds a lock on the marker.
        let mirrored: Result<SiteMirror.Changes, SiteMirror.Failure>
        do {
            mirrored = try FileSystem.withLock(markerPath) {
                do throws(SiteMirror.Failure) {
                    return .success(try SiteMirror(site: site).mirror(into: destination, keeping: [SiteMirror.marker]))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            console.err("coop: error: \(error)\n")
            throw ExitCode(1)
        }
        let changes: SiteMirror.Changes
        switch mirrored {
        case .success(let made): changes = made
        case .failure(let failure):
            console.err("coop: error: \(failure.message); the folder '\(folder)' may hold a mix of the old and the new site\n")
            throw ExitCode(1)
        }
        if changes.isEmpty {
            console.out("Nothing changed since the last publish to \(folder)\n")
        } else {
            console.out(
                "Published \(pages) pages to \(folder) (\(changes.written) files written, \(changes.removed) removed)\n")
        }
    }

    /// Commits the built site to the branch of `repository` and pushes it.
    private func publish(
        site: FilePath, toRepository repository: String, staging: StagingFolder, pages: Int, today: CivilDate, console: Console
    ) throws {
        // git runs in the staging folder: a local repository's path must not depend on the folder it runs in.
        let address =
            FileSystem.entry(at: FilePath(repository), followingLinks: true) == .directory
            ? (FileSystem.realPath(FilePath(repository))?.string ?? repository) : repository
        // GitHub Pages runs Jekyll over a branch unless it holds .nojekyll; Jekyll would leave out files starting with _.
        try writeFile([], to: site.appending(".nojekyll"), console: console)
        let outcome: GitPublish.Outcome
        do {
            outcome = try GitPublish(repository: address, branch: branch, scratch: staging.path).publish(site: site, today: today)
        } catch {
            console.err("coop: error: \(error.message); nothing was published\n")
            throw ExitCode(1)
        }
        switch outcome {
        case .committed: console.out("Published \(pages) pages to \(repository), branch \(branch)\n")
        case .unchanged: console.out("Nothing changed since the last publish to \(repository), branch \(branch)\n")
        }
    }
}
