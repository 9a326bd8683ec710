import AppRuntime
import Configuration
import Domain
import DomainTestSupport
import Foundation
import ListDetail
import Movies
import PubSubTestSupport
import Services
import TerminalCore
import Users

@testable import TernApp
@testable import Weather

/// The real app for a key mash: the sections `SectionPlan` builds (Users and Weather on sample
/// data, as `tern` starts without keys), an `InMemoryTerminal` and a virtual-time scheduler.
///
/// Steps are deterministic: after every key the virtual clock moves in 10 ms ticks, and each
/// request a view model has started (the sample services answer at once, but on another thread) is
/// awaited before the next tick, so a seed replays the same frames. Quitting (`q`, Ctrl-C) ends a
/// segment; a fresh app takes over at the same size, started as the next of `startups` (the
/// command lines `tern`, `tern users --open … --more`, `tern weather … --detail --more`).
/// Main thread only.
final class KeyMashApp {
    /// The instant the weather clock and the sample forecasts are pinned to.
    static let instant = Date(timeIntervalSince1970: 1_782_900_000)
    /// What each segment starts on, in turn (the first is plain `tern`).
    static let startups: [StartupRequest] = [
        .home,
        .users(openUserID: "sample-0001", showMoreInfo: true),
        .weather(city: "São Paulo", detail: true, showMoreInfo: true),
        .users(openUserID: "no-such-user", showMoreInfo: false),
        .weather(city: "Nowhere", detail: false, showMoreInfo: true),
    ]
    private static let tickMilliseconds = 10

    private let services = LiveServices(
        users: SampleUsersService(), weather: SampleWeatherService(now: { KeyMashApp.instant }))
    private(set) var app: App
    private(set) var terminal: InMemoryTerminal
    private var scheduler: TestScheduler
    /// Quits so far; each started a new segment.
    private(set) var segments = 1

    /// Starts the app at `size`; `start()` waits for its first page and forecast.
    init(size: Size) {
        (app, terminal, scheduler) = Self.makeApp(services: services, size: size, startup: Self.startups[0])
    }

    /// Lets the first requests answer and presents the first frame.
    func start() async throws {
        try await settle()
        app.presentIfNeeded()
    }

    private static func makeApp(services: LiveServices, size: Size, startup: StartupRequest) -> (
        App, InMemoryTerminal, TestScheduler
    ) {
        let plan = SectionPlan(
            configuration: AppConfiguration(), startup: startup, services: services,
            recents: InMemoryRecentCitiesStore(), weatherClock: .fixed(instant))
        let scheduler = TestScheduler()
        let terminal = InMemoryTerminal(size: size)
        let app = App(
            name: TernLaunch.appName, terminal: terminal, sections: plan.makeSections(scheduler: scheduler),
            initialSection: plan.initialSection)
        return (app, terminal, scheduler)
    }

    /// Feeds one step to the app as its run loop would: read the input, run the clock, present.
    func apply(_ step: KeyMashStep) async throws {
        switch step.input {
        case .key(let key): terminal.type(key)
        case .mouse(let event): terminal.mouse(event)
        case .paste(let text): terminal.paste(text)
        case .resize(let size): terminal.resize(to: size)
        }
        app.processPendingKeys()
        if app.exitCode != nil {
            segments += 1
            let startup = Self.startups[(segments - 1) % Self.startups.count]
            (app, terminal, scheduler) = Self.makeApp(services: services, size: terminal.size, startup: startup)
        }
        try await settle()
        for elapsed in stride(from: 0, to: step.pauseMilliseconds, by: Self.tickMilliseconds) {
            guard scheduler.pendingActionCount > 0 else {
                // Nothing is scheduled: the rest of the pause passes without anything to run.
                scheduler.advance(by: .milliseconds(step.pauseMilliseconds - elapsed))
                break
            }
            scheduler.advance(by: .milliseconds(Self.tickMilliseconds))
            try await settle()
        }
        app.presentIfNeeded()
    }

    /// The app now, for following modals.
    var moment: KeyMashModals.Moment {
        KeyMashModals.Moment(
            depth: modalDepth, section: app.currentSectionIndex, segment: segments, frame: terminal.frame,
            fingerprint: fingerprint)
    }

    /// How many modals cover the current section: the help overlay, the Users more-info sheet,
    /// the Weather more-info panel.
    var modalDepth: Int {
        var depth = app.isShowingHelp ? 1 : 0
        if let users = app.topScreen as? UsersScreen, users.store.state.presentation.isSheetOpen { depth += 1 }
        if let weather = app.topScreen as? WeatherScreen, weather.store.state.presentation.isSheetOpen { depth += 1 }
        return depth
    }

    /// The current section's screens and their view models' states (the Users detail's while it is
    /// open: a sheet over the list alone shows it without drawing it beneath), and the status bar's
    /// message: two moments with equal fingerprints draw the same frame beneath a modal.
    var fingerprint: KeyMashFingerprint {
        var fingerprint = KeyMashFingerprint(statusMessage: app.statusMessage)
        for screen in [app.currentSection.screen] {
            fingerprint.screens.append(ObjectIdentifier(screen))
            switch screen {
            case let users as UsersScreen:
                fingerprint.users.append(users.store.state)
            case let weather as WeatherScreen:
                // The list's state is not all Weather draws (the header, the words in the list's
                // place): what the screen draws from its last layout is.
                // Laid out as the next frame will be (the terminal may have been resized since).
                var drawn = Buffer(size: terminal.size)
                let body = drawn.area.inset(top: 1, bottom: 1)
                weather.layout(in: body)
                weather.render(into: &drawn, area: body)
                fingerprint.weather.append(weather.store.state)
                fingerprint.drawn.append(drawn)
            case let movies as ListDetailScreen<Movie, Movie>: fingerprint.movies.append(movies.store.state)
            default: break
            }
        }
        return fingerprint
    }

    /// A list whose selection is outside its rows, described; `nil` when every list is fine.
    var selectionViolation: String? {
        for section in app.sections {
            for screen in [section.screen] {
                let (name, selection, count): (String, Int, Int)
                switch screen {
                case let list as UsersScreen:
                    let state = list.store.state
                    (name, selection, count) = ("users list", state.cursor.selection, state.visibleCount)
                case let weather as WeatherScreen:
                    let state = weather.store.state
                    (name, selection, count) = ("weather days", state.cursor.selection, state.visibleCount)
                default: continue
                }
                if count == 0 ? selection != 0 : !(0..<count).contains(selection) {
                    return "\(name): selection \(selection) of \(count) rows"
                }
            }
        }
        return nil
    }

    /// Runs what is due now and waits for every started request's answer (60 s at most: other
    /// suites may hold the cores). Waiting yields this task's thread, because the answer comes from
    /// a task that needs one of the same few threads.
    private func settle() async throws {
        scheduler.advance()
        guard hasStartedRequest else { return }
        let deadline = Date().addingTimeInterval(60)
        while hasStartedRequest {
            guard Date() < deadline else { throw KeyMashFailure.requestNeverAnswered }
            await Task.yield()
            scheduler.advance()
        }
    }

    /// Whether some screen on a stack waits for a service answer that is already on its way (a
    /// load still in its debounce is not: the virtual clock starts it).
    private var hasStartedRequest: Bool {
        app.sections.contains { section in section.screen.awaitsAnswer }
    }
}

/// What a section shows, as values (see `KeyMashApp.fingerprint`).
struct KeyMashFingerprint: Equatable {
    var statusMessage: String?
    var screens: [ObjectIdentifier] = []
    var users: [ListDetailState<UserSummary, Fetched<User>>] = []
    var weather: [ListDetailState<WeatherRow, WeatherRow>] = []
    var drawn: [Buffer] = []
    var movies: [ListDetailState<Movie, Movie>] = []
}

/// The Weather section's screen: the component's, with Weather's rows.
typealias WeatherScreen = ListDetailScreen<WeatherRow, WeatherRow>

/// Why a key mash stopped early.
enum KeyMashFailure: Error {
    case requestNeverAnswered
}
