#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The systemd unit that keeps `coop serve` running on an always-on computer (a Raspberry Pi,
/// a NAS), as `coop serve --systemd-unit` prints it for the options it was given.
///
/// - **Clean stops and restarts:** `systemctl stop` sends `SIGTERM`, which `coop serve`
///   takes like Ctrl-C (it closes its connections and exits 0); it restarts on failure after
///   5 seconds. Pairings are kept beside the content folder (`.coop/content/pairings`), so phones
///   stay paired.
/// - **Logs the journal reads:** one line per build and per change, on standard error, with
///   no colours when it is not a terminal (`NO_COLOR` says so again).
/// - **Little it may touch:** it writes only the content folder (`ReadWritePaths`), sees the
///   rest of the system read-only, and gains no privileges.
struct SystemdUnit {
    /// The `coop` program, as an absolute path.
    var program: String
    /// The content folder, as an absolute path.
    var content: String
    /// The serve options to repeat, after `--content`: `--host 0.0.0.0`, `--port 8080`.
    var options: [String]
    /// The user it runs as.
    var user: String?

    /// The name of the user running this process, if the system knows it.
    static var currentUser: String? {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// The unit file's text.
    var text: String {
        let command = ([program, "serve", "--content", content] + options).map(Self.quoted).joined(separator: " ")
        let folder = Self.quoted(content)
        return """
            # coop serve as a service (docs/serve.md, "Weeks on a small computer").
            # Save as /etc/systemd/system/coop.service, then:
            #   sudo systemctl daemon-reload && sudo systemctl enable --now coop
            #   journalctl -u coop -f        (its log: builds, changes, pairing codes)
            [Unit]
            Description=Coop Count: coop serve of \(Self.escaped(content))
            Wants=network-online.target
            After=network-online.target

            [Service]
            Type=simple
            \(user.map { "User=\(Self.escaped($0))\n" } ?? "")WorkingDirectory=\(Self.escaped(content))
            ExecStart=\(command)
            Environment=NO_COLOR=1
            Restart=on-failure
            RestartSec=5
            TimeoutStopSec=15
            NoNewPrivileges=yes
            ProtectSystem=strict
            ProtectHome=read-only
            PrivateTmp=yes
            ReadWritePaths=\(folder)

            [Install]
            WantedBy=multi-user.target

            """
    }

    /// `word` as one word of a unit's command line: in double quotes (with `\\` and `\"`
    /// escaped) when it holds a space, a quote or a backslash; `%` and `$` doubled, which
    /// systemd would otherwise expand.
    static func quoted(_ word: String) -> String {
        let escaped = escaped(word)
        guard escaped.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "\\" }) || escaped.isEmpty else {
            return escaped
        }
        return "\"" + escaped.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// `text` with `%` and `$` doubled, and line ends as spaces: a value systemd takes as written.
    static func escaped(_ text: String) -> String {
        text.replacing("%", with: "%%").replacing("$", with: "$$").replacing("\n", with: " ")
    }
}
