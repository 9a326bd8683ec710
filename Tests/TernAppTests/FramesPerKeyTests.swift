import AppRuntime
import Configuration
import Domain
import Foundation
import PubSubTestSupport
import Services
import TerminalCore
import Testing

@testable import Screens
@testable import TernApp

/// One frame per key: the real app on synthetic sample users, each key followed by a quiet window
/// of 300 ms on the virtual clock, counting every frame presented. Between ticks the harness does
/// what `App.run` does: it drains the answers a screen awaits (`App.isAwaitingAnswer`) before it
/// presents — so a key whose answer is local is drawn once, and one that drew before its answer
/// (a sheet waiting out a debounce, a filter drawing per page searched) is caught here.
@Suite struct FramesPerKeyTests {
    @Test func theSheetOpensInOneFrameFilledAtItsFinalSize() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        #expect(try await app.frames(for: .character("m")) == 1)
        #expect(!app.screenText.contains("…"), "the sheet is drawn filled:\n\(app.screenText)")
        #expect(try await app.frames(for: .escape) == 1)
    }

    @Test func typingInTheFilterDrawsOnceHoweverManyPagesItSearches() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        #expect(try await app.frames(for: .character("/")) == 1)
        #expect(try await app.frames(for: .character("z")) == 1)
        #expect(try await app.frames(for: .character("z")) == 1)
        #expect(app.usersLoaded == 2_000, "a filter matching nobody searched every page")
        #expect(try await app.frames(for: .escape) == 1)
    }

    @Test func movesAndPagesThatLoadMoreDrawOnce() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        #expect(try await app.frames(for: .pageDown) == 1)
        #expect(try await app.frames(for: .pageDown) == 1)
        #expect(try await app.frames(for: .down) == 1)
        #expect(try await app.frames(for: .end) == 1)
        #expect(try await app.frames(for: .home) == 1)
    }

    @Test func theFullScreenDetailOpensInOneFrame() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        #expect(try await app.frames(for: .enter) == 1)
        #expect(try await app.frames(for: .character("m")) == 1)
        #expect(try await app.frames(for: .escape) == 1)
        #expect(try await app.frames(for: .escape) == 1)
    }

    @Test func theSplitPaneOpensAtOnceAndFollowsTheSelectionInOneFrame() async throws {
        let app = try await FrameCountingApp(size: Size(width: 120, height: 40))
        #expect(try await app.frames(for: .enter) == 1)
        #expect(try await app.frames(for: .character("m")) == 1)
        #expect(try await app.frames(for: .escape) == 1)
        // The pane following the selection loads the full record only once the selection has
        // rested (150 ms), but it shows only what the list's preview already knows: one frame.
        #expect(try await app.frames(for: .down) == 1)
        #expect(try await app.frames(for: .character("m")) == 1)
    }

    @Test func weatherKeysThatAskTheSampleServiceDrawOnce() async throws {
        let app = try await FrameCountingApp(
            size: Size(width: 80, height: 24), startup: .weather(city: "São Paulo", detail: false, showMoreInfo: false))
        #expect(app.screenText.contains("São Paulo, "), "the first frame already holds the forecast")
        #expect(try await app.frames(for: .character("u")) == 1)
        // A reload answered within the frame: no spinner frame first; the same sample forecast
        // changes nothing, so no frame at all is right too.
        #expect(try await app.frames(for: .character("r")) <= 1)
        #expect(try await app.frames(for: .enter) == 1)
        #expect(try await app.frames(for: .character("m")) == 1)
    }
}

/// The app of `FramesPerKeyTests`: `tern users` (or `tern weather CITY`) on the sample services
/// (2,000 synthetic users), an in-memory terminal and a virtual clock. Main thread only.
private final class FrameCountingApp {
    private let app: App
    private let terminal: InMemoryTerminal
    private let scheduler = TestScheduler()
    private let services = LiveServices(
        users: SampleUsersService(syntheticCount: 2_000), weather: SampleWeatherService(now: { Date() }))

    init(size: Size, startup: StartupRequest = .users(openUserID: nil, showMoreInfo: false)) async throws {
        let plan = SectionPlan(
            configuration: AppConfiguration(), startup: startup,
            services: services, recents: InMemoryRecentCitiesStore(), weatherClock: .fixed(Date()))
        terminal = InMemoryTerminal(size: size)
        app = App(
            terminal: terminal, sections: plan.makeSections(scheduler: scheduler), initialSection: plan.initialSection)
        try await drainAwaitedAnswers()
        app.presentIfChanged()
    }

    var screenText: String { terminal.screenText }

    /// How many users the list has loaded (50 per page).
    var usersLoaded: Int {
        (app.currentSection.stack.first as? UsersListScreen)?.viewModel.state.users.count ?? 0
    }

    /// The frames `key` produces: the turn that reads it, then 300 ms of 10 ms ticks.
    func frames(for key: Key) async throws -> Int {
        let before = terminal.presentCount
        terminal.type(key)
        app.processPendingKeys()
        try await drainAwaitedAnswers()
        app.presentIfChanged()
        for _ in 0..<30 {
            scheduler.advance(by: .milliseconds(10))
            try await drainAwaitedAnswers()
            app.presentIfChanged()
        }
        return terminal.presentCount - before
    }

    /// Runs what is due and, while a screen awaits an answer, lets it arrive (60 s at most).
    private func drainAwaitedAnswers() async throws {
        scheduler.advance()
        let deadline = Date().addingTimeInterval(60)
        while app.isAwaitingAnswer {
            guard Date() < deadline else { throw FrameCountingFailure.answerNeverArrived }
            await Task.yield()
            scheduler.advance()
        }
    }
}

private enum FrameCountingFailure: Error {
    case answerNeverArrived
}
