import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop new`: a new coop that checks, takes its first `coop add` and builds.
@Suite struct NewCommandTests {
    @Test func newMakesACoopThatBuilds() async throws {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--today", "2026-11-22"])
        #expect(run.status == 0)
        #expect(
            run.out.hasPrefix("Made a new coop in \(place.url("farm"))/: Our coop, no hens yet, one kind of egg, no eggs recorded yet.\n"))
        for path in [
            "content/coop.yaml", "content/kinds.yaml", "content/hens.yaml", "content/eggs/2026.yaml", "README.md",
            ".gitignore", "schemas/eggs.schema.json", "schemas/hen.schema.json",
        ] {
            #expect(place.exists("farm/" + path), "\(path)")
        }
        // No made-up count: the egg file shows how to write one, in a comment.
        #expect(
            place.text("farm/content/eggs/2026.yaml") == """
                # yaml-language-server: $schema=../../schemas/eggs.schema.json
                # Eggs collected in 2026. One line a day, date: count, like this one:
                # 2026-11-22: 5
                # or counts by kind: {brown: 3, blue: 2}. `coop add 5` adds today's line for you.

                """)
        #expect(place.text("farm/.gitignore") == "public/\n.coop/\n")
        let check = await runCoop(["check", "--content", place.url("farm/content"), "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "")
        #expect(check.out == "0 hens, 1 kind, 0 egg days, 0 eggs laid, 0 notes, 0 people, 0 expenses\n")
        // What `coop new` says to do next works.
        let add = await runCoop(["add", "--content", place.url("farm/content"), "--today", "2026-11-22", "3"])
        #expect(add.status == 0 && add.err == "")
        #expect(place.text("farm/content/eggs/2026.yaml")?.hasSuffix("for you.\n2026-11-22: 3\n") == true)
        let build = await runCoop([
            "build", "--content", place.url("farm/content"), "--output", place.url("farm/public"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0 && place.exists("farm/public/index.html"))
        let again = await runCoop(["new", place.url("farm")])
        #expect(again.status == 1 && again.err.contains("already exists; coop new never overwrites a coop"))
    }

    /// The family's own answers as options: the title, its hens and its kinds, written as
    /// YAML that reads back as typed.
    /// `--language fr`: the coop's own words in French, its coop.yaml saying so, a site in
    /// French from the first build.
    @Test func newInFrenchWritesItsWordsInFrench() async throws {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("ferme"), "--language", "fr", "--hen", "Cocotte", "--today", "2026-11-22"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("Made a new coop in \(place.url("ferme"))/: Notre poulailler, 1 hen, one kind of egg"), "\(run.out)")
        #expect(
            place.text("ferme/content/coop.yaml") == """
                # yaml-language-server: $schema=../schemas/coop.schema.json
                # Les réglages du site de votre poulailler. Toutes les lignes sauf le titre sont facultatives.
                title: Notre poulailler    # le nom en haut de chaque page
                currency: EUR                    # la monnaie des dépenses (un code ISO\u{A0}: EUR, CHF, CAD…)
                week_starts: monday              # les totaux de la semaine vont du lundi au dimanche (ou du dimanche au samedi)
                language: fr                     # la langue du site et de l’appli
                # latitude: 45.5                 # degrés nord\u{A0}: trace les heures de jour sur les courbes
                # goal: {eggs_per_week: 10}      # un objectif par semaine, pour les séries sur l’accueil

                """)
        #expect(
            place.text("ferme/content/eggs/2026.yaml")?.hasSuffix(
                "# Les œufs ramassés en 2026. Une ligne par jour, date\u{A0}: nombre, comme celle-ci\u{A0}:\n# 2026-11-22: 5\n"
                    + "# ou des nombres par sorte\u{A0}: {brown: 3, blue: 2}. `coop add 5` ajoute la ligne du jour pour vous.\n") == true)
        #expect(place.text("ferme/README.md")?.hasPrefix("# Notre poulailler\n\nLes registres du poulailler, en fichiers texte") == true)
        let build = await runCoop([
            "build", "--content", place.url("ferme/content"), "--output", place.url("site"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0, "\(build.err)")
        #expect(place.text("site/index.html")?.contains("<html lang=\"fr\">") == true)
        let unknown = await runCoop(["new", place.url("other"), "--language", "fx", "--today", "2026-11-22"])
        #expect(unknown.status == 1 && !place.exists("other"))
        #expect(
            unknown.err == "coop: error: there are no words in 'fx' to write the coop in; did you mean 'fr'?; languages: de, en, es, fr\n")
    }

    @Test func newTakesTheTitleHensAndKinds() async throws {
        let place = TemporaryFolder()
        let run = await runCoop([
            "new", place.url("farm"), "--title", "The Alvarez coop", "--hen", "Pearl", "--hen", "Olive: the grey", "--kind", "brown",
            "--kind", "blue", "--today", "2026-11-22",
        ])
        #expect(run.status == 0)
        #expect(
            run.out.hasPrefix("Made a new coop in \(place.url("farm"))/: The Alvarez coop, 2 hens, 2 kinds of egg, no eggs recorded yet.\n")
        )
        #expect(
            place.text("farm/content/hens.yaml") == """
                # yaml-language-server: $schema=../schemas/hens.schema.json
                # Your hens. Only the name is required; breed, added (the day she came) and about are optional.
                - name: Pearl
                - name: "Olive: the grey"

                """)
        #expect(place.text("farm/content/kinds.yaml")?.hasSuffix("- name: brown\n- name: blue\n") == true)
        #expect(
            place.text("farm/content/coop.yaml")?.contains("\ntitle: The Alvarez coop    # the name at the top of every page\n") == true)
        let check = await runCoop(["check", "--content", place.url("farm/content"), "--today", "2026-11-22"])
        #expect(check.out == "2 hens, 2 kinds, 0 egg days, 0 eggs laid, 0 notes, 0 people, 0 expenses\n")
    }

    /// On a terminal, with no answers given as options, `coop new` asks; Enter keeps the default.
    @Test func newAsksOnATerminal() async throws {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--today", "2026-11-22"], typed: ["Hilltop hens", " Pearl , Olive,", ""])
        #expect(run.status == 0)
        #expect(
            run.out.hasPrefix(
                "The coop's name [Our coop]: Your hens' names, separated by commas (Enter for none yet): "
                    + "The kinds of egg you tell apart, separated by commas (Enter for one kind): "
                    + "Made a new coop in \(place.url("farm"))/: Hilltop hens, 2 hens, one kind of egg, no eggs recorded yet.\n"))
        #expect(place.text("farm/content/hens.yaml")?.hasSuffix("- name: Pearl\n- name: Olive\n") == true)
        #expect(place.text("farm/content/coop.yaml")?.contains("\ntitle: Hilltop hens    #") == true)
    }

    /// A character no content file may hold is refused before anything is written.
    @Test func newRefusesAnAnswerAContentFileCannotHold() async {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--hen", "Pe\u{7}arl"])
        #expect(run.status == 1)
        #expect(run.err == "coop: error: 'Pearl' holds U+7, which a content file may not hold\n")
        #expect(!place.exists("farm"))
    }

    /// What coop keeps between runs (the lock, the pairings) is beside the content folder and
    /// left out of git by the `.gitignore` coop new writes: after a save, `git status` shows the
    /// record's file only (issue 28, point 2).
    @Test func afterASaveGitShowsOnlyTheRecord() async throws {
        let place = TemporaryFolder()
        #expect(await runCoop(["new", place.url("farm"), "--hen", "Pearl", "--today", "2026-11-22"]).status == 0)
        let farm = place.url("farm")
        func git(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", farm, "-c", "user.name=Coop", "-c", "user.email=coop@example.org"] + arguments
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        _ = try git(["init", "--quiet"])
        _ = try git(["add", "."])
        _ = try git(["commit", "--quiet", "-m", "A new coop"])
        #expect(try git(["status", "--porcelain"]) == "")
        let add = await runCoop(["add", "--content", farm + "/content", "--today", "2026-11-22", "3"])
        #expect(add.status == 0)
        #expect(place.exists("farm/.coop/content/lock"))
        #expect(try git(["status", "--porcelain"]) == " M content/eggs/2026.yaml\n")
    }

    /// `coop new` writes the GitHub Pages workflow: on push, daily and by hand, the public
    /// build, deployed by GitHub's Pages actions with the permissions they need.
    /// (.ci/run checks the file with actionlint or the workflow JSON Schema.)
    @Test func newWritesTheGitHubPagesWorkflow() async {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.out.contains(".github/workflows/coop-pages.yml (GitHub Pages)"))
        let workflow = place.text("farm/.github/workflows/coop-pages.yml") ?? ""
        for line in [
            "  push:", "  schedule:", "    - cron: \"17 5 * * *\"  # every day at 05:17 UTC", "  workflow_dispatch:",
            "  pages: write", "  id-token: write", "        run: coop build --public --output public",
            "        uses: actions/upload-pages-artifact@v3", "        uses: actions/deploy-pages@v4",
            "  COOP_COUNT_REF: ${{ vars.COOP_COUNT_REF || 'v0.15.0' }}",
        ] {
            #expect(workflow.split(separator: "\n").contains(Substring(line)), "\(line)")
        }
        #expect(!workflow.contains("\t"))
    }

    /// `coop new --example` writes the repository's content/ byte for byte (the binary carries
    /// it), with the README, .gitignore and workflow of a new coop; the example builds exactly
    /// the pages the repository's content builds.
    @Test func newExampleWritesTheSampleCoopThatBuildsLikeTheRepository() async throws {
        let place = TemporaryFolder()
        let run = await runCoop(["new", "--example", place.url("farm")])
        #expect(run.status == 0 && run.err == "", "\(run.err)")
        #expect(run.out.hasPrefix("Made the example coop in \(place.url("farm"))/: Coop Count's sample, a made-up family's records"))
        func visible(_ snapshot: FolderSnapshot) -> [String: [UInt8]] {
            snapshot.entries.filter { entry in !entry.key.split(separator: "/").contains { $0.hasPrefix(".") } }
        }
        let written = FolderSnapshot(place.url("farm/content"))
        let sample = FolderSnapshot(repositoryRoot + "/content")
        #expect(written.fileCount > 20)
        #expect(written.entries == visible(sample), "\(written.difference(from: sample))")
        #expect(place.text("farm/.gitignore") == "public/\n.coop/\n")
        #expect(place.text("farm/README.md")?.hasPrefix("# The example coop\n\nThis is Coop Count's example coop") == true)
        #expect(place.exists("farm/.github/workflows/coop-pages.yml") && place.exists("farm/schemas/eggs.schema.json"))
        let day = "2026-11-22"
        let example = await runCoop(["build", "--content", place.url("farm/content"), "--output", place.url("example"), "--today", day])
        #expect(example.status == 0, "\(example.err)")
        let repository = await runCoop([
            "build", "--content", repositoryRoot + "/content", "--output", place.url("repository"), "--today", day,
        ])
        #expect(repository.status == 0, "\(repository.err)")
        let examplePages = FolderSnapshot(place.url("example")).entries.keys.sorted()
        #expect(examplePages.contains("index.html") && examplePages.count > 100)
        #expect(examplePages == FolderSnapshot(place.url("repository")).entries.keys.sorted())
    }

    /// Like `coop new`, `coop new --example` never writes over a coop: the content folder
    /// already there is left as it was.
    @Test func newExampleRefusesAFolderWithACoop() async {
        let place = TemporaryFolder(files: ["farm/content/eggs.yaml": "2026-11-20: 4\n"])
        let run = await runCoop(["new", "--example", place.url("farm")])
        #expect(run.status == 1 && run.out == "")
        #expect(run.err == "coop: error: '\(place.url("farm/content"))' already exists; coop new never overwrites a coop\n")
        #expect(FolderSnapshot(place.url("farm")).entries.keys.sorted() == ["content", "content/eggs.yaml"])
        #expect(place.text("farm/content/eggs.yaml") == "2026-11-20: 4\n")
    }

    /// The example is written as it is: answers for the family's own coop with it are a
    /// usage error, and nothing is written.
    @Test func newExampleWithAnswersIsAUsageError() async {
        let place = TemporaryFolder()
        let run = await runCoop(["new", "--example", place.url("farm"), "--hen", "Pearl", "--title", "Ours"])
        #expect(run.status == 64 && run.out == "")
        #expect(
            run.err.hasPrefix(
                "Error: --example cannot be used with --title, --hen, --kind or --language: the example coop is written as it is; "
                    + "leave out --example to start your own coop\n"), "\(run.err)")
        #expect(!place.exists("farm"))
        let noFolder = await runCoop(["new", "--title", "Ours"])
        #expect(noFolder.status == 64 && noFolder.err.hasPrefix("Error: Missing expected argument '<dir>'\n"), "\(noFolder.err)")
    }
}
