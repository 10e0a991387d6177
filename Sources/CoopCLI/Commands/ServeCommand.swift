import ArgumentParser
import CoopDiagnostics
import CoopFiles
import CoopRecords
import CoopServe
import CoopSite

/// `coop serve`: the site over HTTP, rebuilt when the files change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild it whenever a file changes.",
        discussion: """
            The site is built in memory (public/ is not touched) and served at http://127.0.0.1:8080/, \
            to this computer only. With --host 0.0.0.0 other computers on the network can reach it, \
            and every browser needs pairing: open the address printed with a one-time code (or scan \
            its QR code) in that browser; paired browsers are kept in .coop/content/pairings beside the \
            content folder (delete it to unpair them all). Saving a content or theme file rebuilds the site and \
            updates the open pages; a build error shows on the page while the last good site stays \
            served. Stop with Ctrl-C.
            """)

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "The port to listen on.") var port: UInt16 = 8080

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The address to listen on: 127.0.0.1 (this computer only, the default), ::1, "
                + "localhost, 0.0.0.0 (every network interface) or one of this computer's addresses."))
    var host = "127.0.0.1"

    @Option(
        name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"), completion: .directory)
    var theme: String?

    @Flag(name: .long, help: "Serve the site without forms: nothing can be added, edited or removed through it.")
    var readOnly = false

    @Flag(
        name: .long,
        help: "Print a systemd unit that runs this coop serve (with these options) as a service, and exit.")
    var systemdUnit = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() async throws {
        let console = Console.current
        if systemdUnit { return try printSystemdUnit(console) }
        _ = try options.resolvedToday(console)
        let (content, theme, todayOption) = (options.content, theme, options.today)
        // No coop here: said plainly, as a build says it, rather than serving an empty site.
        guard FileSystem.entry(at: FilePath(content), followingLinks: true) == .directory else {
            report([ContentLoader.noContentFolder(content)], sources: SourceLibrary(), console: console)
            throw ExitCode(1)
        }
        let environment = console.environment
        let overrides = SiteOptions(content: content, output: "", today: .init(dayNumber: 0)).overrideFolder
        // Off this computer, every browser needs pairing; the terminal shows the codes.
        var pairing: Pairing?
        if !Loopback.contains(address: host) {
            do {
                pairing = try Pairing(file: StateFolder(content: content).prepared(.pairings).string) { notice in
                    console.err(notice.text(colors: console.colors))
                }
            } catch {
                console.err("coop: error: \(error)\n")
                throw ExitCode(1)
            }
        }
        let access = ServeAccess(host: host, readOnly: readOnly, pairing: pairing)
        let server: SiteServer
        do {
            server = try SiteServer(
                host: host, port: port, watching: [content, overrides] + (theme.map { [$0] } ?? []), access: access,
                log: { console.err($0.hasSuffix("\n") ? $0 : $0 + "\n") },
                options: {
                    let today = (try? Today.resolve(option: todayOption, environment: environment)) ?? .init(dayNumber: 0)
                    return SiteOptions(content: content, output: "", theme: theme, today: today)
                })
        } catch let error as SiteServer.InvalidHost {
            throw ValidationError("--host: \(error)")
        }
        if let warning = Self.exposureWarning(host: host) { console.err(warning) }
        // What ends the command: the start failing, or Ctrl-C (or SIGTERM); the first one
        // to come is acted on.
        let (endings, ending) = AsyncStream.makeStream(of: Ending.self)
        Task {
            do {
                let listening = try await server.start()
                // Where to open it: on every interface, this computer's address on the network.
                let lanAddress = pairing == nil ? nil : LocalNetworkAddress.firstIPv4()
                let base = LocalNetworkAddress.base(host: host, port: listening, lanAddress: lanAddress)
                console.out("Serving at \(base)/ (Ctrl-C to stop)\n")
                pairing?.begin(at: base)
            } catch {
                ending.yield(.failed(ListenFailure.message(for: error, host: host, port: port)))
            }
        }
        // Ctrl-C closes the server (the listener and its connections) and exits 0.
        let interrupt = InterruptWatch { ending.yield(.interrupted) }
        defer { interrupt.cancel() }
        for await reason in endings {
            switch reason {
            case .failed(let failure):
                console.err("coop: error: \(failure)\n")
                throw ExitCode(1)
            case .interrupted:
                await server.stop()
                console.out("Stopped.\n")
                return
            }
        }
    }

    /// Why `coop serve` ends.
    private enum Ending: Sendable {
        /// The server could not start: the message for the user.
        case failed(String)
        /// Ctrl-C (or `SIGTERM`) stopped it.
        case interrupted
    }
}

extension ServeCommand {
    /// Prints the systemd unit for these options (``SystemdUnit``): absolute paths, this
    /// user, the same host, port, theme and `--read-only`.
    func printSystemdUnit(_ console: Console) throws {
        guard let content = FileSystem.realPath(FilePath(options.content)),
            FileSystem.entry(at: content, followingLinks: true) == .directory
        else {
            console.err("coop: error: the content folder '\(options.content)' does not exist\n")
            throw ExitCode(1)
        }
        var served = ["--host", host, "--port", String(port)]
        if let theme { served += ["--theme", FileSystem.resolvedPath(FilePath(theme))?.string ?? theme] }
        if readOnly { served.append("--read-only") }
        let unit = SystemdUnit(
            program: FileSystem.realPath(FilePath("/proc/self/exe"))?.string ?? CommandLine.arguments[0], content: content.string,
            options: served, user: SystemdUnit.currentUser)
        console.out(unit.text)
    }

    /// The warning for listening on `host`, when other computers can reach it; `nil` for a
    /// loopback address.
    static func exposureWarning(host: String) -> String? {
        guard !Loopback.contains(address: host) else { return nil }
        let place = Loopback.isEveryInterface(host) ? "\(host) (every network interface)" : host
        return "coop: warning: listening on \(place): other computers on the network can reach the site, "
            + "over plain HTTP (anyone on the network can read what is sent); each browser must be paired first. "
            + "Leave out --host to keep it on this computer\n"
    }
}
