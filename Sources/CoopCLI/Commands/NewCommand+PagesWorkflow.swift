import CoopValues

extension NewCommand {
    /// Where a new coop's GitHub Pages workflow goes.
    static let pagesWorkflowPath = ".github/workflows/coop-pages.yml"

    /// The GitHub Pages workflow of a new coop: builds the public site (`coop build --public`)
    /// on every push, every day and by hand, and deploys it with GitHub's Pages actions.
    /// Coop Count has no downloadable release yet, so it is built from its source, pinned to
    /// a tag (this version's) unless the repository's variables say otherwise.
    static let pagesWorkflow = """
        # Builds the coop's public website and publishes it with GitHub Pages: on every push,
        # every morning (so that "today" on the dashboard stays true) and by hand (the Actions
        # tab, "Run workflow"). Turn Pages on once: Settings > Pages > Source: GitHub Actions.
        # The public site leaves out what the publish: section of content/coop.yaml says
        # (by default people, money and private notes). Coop Count's docs/publishing.md
        # explains it all.
        name: Coop Count site

        on:
          push:
            branches: [main]
          schedule:
            - cron: "17 5 * * *"  # every day at 05:17 UTC
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          # Coop Count has no downloadable releases yet: this workflow builds it from its source
          # (a few minutes the first time, then cached), pinned to one version. Set the repository
          # variable COOP_COUNT_SOURCE (Settings > Secrets and variables > Actions > Variables) to
          # the git address you got Coop Count from. COOP_COUNT_REF pins the version: by default the
          # tag of the version that wrote this file; where that tag does not exist (Coop Count's
          # releases are not tagged yet), set COOP_COUNT_REF to a commit.
          COOP_COUNT_SOURCE: ${{ vars.COOP_COUNT_SOURCE }}
          COOP_COUNT_REF: ${{ vars.COOP_COUNT_REF || 'v\(CoopVersion.current)' }}
          # The coop's time zone (like Europe/Paris or America/Chicago): the dashboard's "today".
          TZ: UTC

        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.3-noble
            steps:
              - name: Install git, the time zones and the libraries Coop Count uses
                run: apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git tzdata libyaml-dev libxml2-dev libqrencode-dev pkg-config
              - name: Check out the coop's records
                uses: actions/checkout@v4
              - name: Cache the build of Coop Count
                uses: actions/cache@v4
                with:
                  path: coop-count/.build
                  key: coop-count-${{ env.COOP_COUNT_REF }}
              - name: Build Coop Count from its pinned source
                run: |
                  if [ -z "$COOP_COUNT_SOURCE" ]; then
                    echo "::error::Set the repository variable COOP_COUNT_SOURCE to the git address of Coop Count"
                    exit 1
                  fi
                  git init --quiet coop-count
                  git -C coop-count fetch --quiet --depth 1 "$COOP_COUNT_SOURCE" "$COOP_COUNT_REF"
                  git -C coop-count checkout --quiet FETCH_HEAD
                  swift build -c release --package-path coop-count --product coop
                  echo "$PWD/coop-count/.build/release" >> "$GITHUB_PATH"
              - name: Build the public site
                run: coop build --public --output public
              - name: Upload the site for Pages
                uses: actions/upload-pages-artifact@v3
                with:
                  path: public

          deploy:
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Publish the site
                id: deployment
                uses: actions/deploy-pages@v4

        """
}
