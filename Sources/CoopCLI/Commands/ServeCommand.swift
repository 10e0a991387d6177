import ArgumentParser
import CoopServe
import CoopSite
import Dispatch

/// `coop serve`: the site over HTTP, rebuilt when the files change.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild it whenever a file changes.",
        discussion: """
            The site is built in memory (public/ is not touched) and served at http://127.0.0.1:8080/. \
            Saving a content or theme file rebuilds it and reloads the open pages; a build error shows \
            on the page while the last good site stays served. Stop with Ctrl-C.
            """)

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "The port to listen on.") var port: UInt16 = 8080

    @Option(name: .long, help: "The address to listen on (only this computer by default).") var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"))
    var theme: String?

    func run() throws {
        let console = Console.current
        _ = try options.resolvedToday(console)
        let (content, theme, todayOption) = (options.content, theme, options.today)
        let environment = console.environment
        let overrides = SiteOptions(content: content, output: "", today: .init(dayNumber: 0)).overrideFolder
        let server = try SiteServer(host: host, port: port, watching: [content, overrides] + (theme.map { [$0] } ?? []),
                                    log: { console.err($0.hasSuffix("\n") ? $0 : $0 + "\n") }) {
            let today = (try? Today.resolve(option: todayOption, environment: environment)) ?? .init(dayNumber: 0)
            return SiteOptions(content: content, output: "", theme: theme, today: today)
        }
        if host != "127.0.0.1", host != "localhost", host != "::1" {
            console.err("coop: note: listening on \(host): other computers on the network can see the site\n")
        }
        let done = DispatchSemaphore(value: 0)
        let started = StartResult()
        Task {
            do {
                let listening = try await server.start()
                console.out("Serving at http://\(host):\(listening)/ (Ctrl-C to stop)\n")
            } catch {
                started.failure = "\(error)"
                done.signal()
            }
        }
        done.wait()
        if let failure = started.failure {
            console.err("coop: error: cannot listen on \(host):\(port): \(failure)\n")
            throw ExitCode(1)
        }
    }
}

/// A failure to start, passed from the server task to the command.
private final class StartResult: @unchecked Sendable {
    var failure: String?
}
