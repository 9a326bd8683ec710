import AppRuntime
import Configuration
import Logging
import Networking
import PubSub
import ViewModelCore
import Widgets

/// A section a feature contributes to the app (decision 2010): all the composition root needs to
/// show it in the Tab order, remember it as the last section, give it its subcommand
/// (`tern movies`, with `--print`, `--json`, `--jsonl`, `--fields`, `--format`, `--limit`,
/// `--movies-provider`, `--tmdb-url`) and its
/// configuration (a provider, a base URL, a secret) — so adding a section is one folder and one
/// line in the app's registration list, not an edit in five targets.
///
/// Made once per run from the resolved settings on the app's one HTTP client; its screen is made
/// on the main loop. Threading: `report` may run on any task; the rest on the main thread.
public protocol SectionFeature: Sendable {
    /// What the section reads from the configuration; its `name` is the subcommand and the name
    /// remembered between runs ("movies").
    static var options: SectionOptions { get }
    /// The section's title in the title bar and the help ("Movies").
    static var title: String { get }
    /// The subcommand's one-line help: "Open the Movies section."
    static var abstract: String { get }
    /// The subcommand's longer help: where the data comes from, examples.
    static var discussion: String { get }
    /// The section's own keys, as its slots give them to the component (a copy key, say), with
    /// their actions: `[keys.NAME]` binds them; `tern keys`, docs/KEYS.md and the man page list them.
    static var keyBindings: [KeyBinding] { get }

    /// Every key of an item's JSON (`report`'s `items`), dotted for nested ones: what `--fields` accepts.
    static var reportFields: [String] { get }
    /// The `--format` codes, each printing a key of an item's JSON (`%t`: the title).
    static var reportCodes: [ReportCode] { get }

    /// The feature on `settings`, making its requests through `client` and logging to `logger`.
    init(settings: SectionSettings, client: any HTTPClient, logger: Logger)

    /// The section's screen, its work scheduled on `scheduler` (the main loop; a test's virtual time);
    /// with `animates` false (`--no-animation`) nothing on it ticks and a static text stands for the spinner.
    func makeScreen<S: Scheduler>(scheduler: S, animates: Bool) -> any Screen

    /// The first `limit` items, for `--print` and `--json`; or the failure, in one line.
    func report(limit: Int) async throws(LoadFailure) -> SectionReport
}
