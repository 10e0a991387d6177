import ArgumentParser
import CoopFiles
import CoopServe
import CoopSite
import Dispatch

/// `coop serve`: the site over HTTP, rebuilt when the files change.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild it whenever a file changes.",
        discussion: """
            The site is built in memory (public/ is not touched) and served at http://127.0.0.1:8080/, \
            to this computer only. With --host 0.0.0.0 other computers on the network can reach it, \
            and every browser needs pairing: open the address printed with a one-time code (or scan \
            its QR code) in that browser; paired browsers are kept in .coop-pairings in the content \
            folder (delete it to unpair them all). Saving a content or theme file rebuilds the site and \
            reloads the open pages; a build error shows on the page while the last good site stays \
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

    @Option(name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"))
    var theme: String?

    @Flag(name: .long, help: "Serve the site without forms: nothing can be added, edited or removed through it.")
    var readOnly = false

    func run() throws {
        let console = Console.current
        _ = try options.resolvedToday(console)
        let (content, theme, todayOption) = (options.content, theme, options.today)
        let environment = console.environment
        let overrides = SiteOptions(content: content, output: "", today: .init(dayNumber: 0)).overrideFolder
        // Off this computer, every browser needs pairing; the terminal shows the codes.
        var pairing: Pairing?
        if !Loopback.contains(address: host) {
            do {
                pairing = try Pairing(file: FilePath(content).appending(Pairing.fileName).string) { notice in
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
        let done = DispatchSemaphore(value: 0)
        let started = StartResult()
        Task {
            do {
                let listening = try await server.start()
                // Where to open it: on every interface, this computer's address on the network.
                let lanAddress = pairing == nil ? nil : LocalNetworkAddress.firstIPv4()
                let base = LocalNetworkAddress.base(host: host, port: listening, lanAddress: lanAddress)
                console.out("Serving at \(base)/ (Ctrl-C to stop)\n")
                pairing?.begin(at: base)
            } catch {
                started.failure = ListenFailure.message(for: error, host: host, port: port)
                done.signal()
            }
        }
        // Ctrl-C closes the server (the listener and its connections) and exits 0.
        let interrupt = InterruptWatch {
            Task {
                await server.stop()
                started.interrupted = true
                done.signal()
            }
        }
        defer { interrupt.cancel() }
        done.wait()
        if let failure = started.failure {
            console.err("coop: error: \(failure)\n")
            throw ExitCode(1)
        }
        if started.interrupted { console.out("Stopped.\n") }
    }
}

extension ServeCommand {
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

/// A failure to start, passed from the server task to the command.
private final class StartResult: @unchecked Sendable {
    var failure: String?
    /// Whether Ctrl-C (or SIGTERM) stopped the server.
    var interrupted = false
}
