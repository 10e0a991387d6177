import CoopFiles
import CoopValues

/// `coop publish --git`: puts a built site on a branch of a git repository with the `git`
/// program. The branch is fetched (only its last commit) into a new repository in a staging
/// folder, or started as an orphan when the repository does not have it yet; its files are
/// replaced by the site's; a commit is made only when something changed, and pushed.
struct GitPublish {
    /// What a publish did.
    enum Outcome: Equatable {
        /// A commit was made and pushed.
        case committed
        /// The branch already held exactly this site: no commit, no push.
        case unchanged
    }

    /// Why a publish stopped: the step and what git said.
    struct Failure: Error {
        /// The message.
        let message: String
    }

    /// The name and address a commit is made with when git's configuration has none.
    static let fallbackAuthor = (name: "Coop Count", email: "coop@localhost")

    /// The repository: a path (made absolute) or a URL, as git takes it.
    let repository: String
    /// The branch the site goes on.
    let branch: String
    /// The staging folder, where the clone is made.
    let scratch: FilePath

    /// Puts the site at `site` on the branch, with a commit dated by `today`.
    func publish(site: FilePath, today: CivilDate) throws(Failure) -> Outcome {
        let environment = ["GIT_TERMINAL_PROMPT": "0"]  // never wait for a password nobody types
        func git(_ arguments: [String], in directory: FilePath? = nil) -> ProgramRun {
            ProgramRun.run("git", (directory.map { ["-C", $0.string] } ?? []) + arguments, extraEnvironment: environment, scratch: scratch)
        }
        let version = git(["--version"])
        guard version.succeeded else {
            throw Failure(message: "cannot run git (\(version.problem)); install git, or publish to a folder with --to")
        }
        let work = scratch.appending("repository")
        let made = git(["init", "--quiet", work.string])
        guard made.succeeded else { throw Failure(message: "git init in '\(work)' failed: \(made.problem)") }
        let heads = git(["ls-remote", "--heads", repository, "refs/heads/" + branch])
        guard heads.succeeded else {
            throw Failure(message: "cannot read the repository '\(repository)': \(heads.problem)")
        }
        let isNewBranch = heads.out.isEmpty
        if isNewBranch {
            let orphan = git(["checkout", "--quiet", "--orphan", branch], in: work)
            guard orphan.succeeded else { throw Failure(message: "git checkout --orphan \(branch) failed: \(orphan.problem)") }
        } else {
            let fetch = git(["fetch", "--quiet", "--depth", "1", repository, "refs/heads/" + branch], in: work)
            guard fetch.succeeded else {
                throw Failure(message: "cannot fetch the branch '\(branch)' of '\(repository)': \(fetch.problem)")
            }
            let checkout = git(["checkout", "--quiet", "-B", branch, "FETCH_HEAD"], in: work)
            guard checkout.succeeded else { throw Failure(message: "git checkout of '\(branch)' failed: \(checkout.problem)") }
        }
        do {
            _ = try SiteMirror(site: site).mirror(into: work, keeping: [".git"])
        } catch {
            throw Failure(message: error.message)
        }
        let add = git(["add", "--all"], in: work)
        guard add.succeeded else { throw Failure(message: "git add failed: \(add.problem)") }
        let status = git(["status", "--porcelain"], in: work)
        guard status.succeeded else { throw Failure(message: "git status failed: \(status.problem)") }
        if status.out.isEmpty, !isNewBranch { return .unchanged }
        var identity: [String] = []
        if git(["config", "user.name"], in: work).out.isEmpty { identity += ["-c", "user.name=" + Self.fallbackAuthor.name] }
        if git(["config", "user.email"], in: work).out.isEmpty { identity += ["-c", "user.email=" + Self.fallbackAuthor.email] }
        let commit = git(
            identity + ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", "Coop Count: the site of \(today.iso)"], in: work)
        guard commit.succeeded else { throw Failure(message: "git commit failed: \(commit.problem)") }
        let push = git(["push", "--quiet", repository, "HEAD:refs/heads/" + branch], in: work)
        guard push.succeeded else {
            throw Failure(message: "git push to '\(repository)' (branch \(branch)) was refused: \(push.problem)")
        }
        return .committed
    }
}
