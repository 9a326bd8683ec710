import AppRuntime
import Configuration
import Domain
import DomainTestSupport
import Foundation
import PubSub
import PubSubTestSupport
import Services
import TerminalCore
import Testing
import Users

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

    /// The sample data is searched whole, in one pass per letter: no page is loaded to search it,
    /// and a letter is drawn once, with its answer.
    @Test func typingInTheFilterSearchesTheWholeListOnceAndDrawsOnce() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        let pages = app.pagesLoaded
        #expect(try await app.frames(for: .character("/")) == 1)
        #expect(try await app.frames(for: .character("z")) == 1)
        #expect(try await app.frames(for: .character("z")) == 1)
        #expect(app.searches == ["z", "zz"], "one search per letter")
        #expect(app.pagesLoaded == pages, "no page loaded to search")
        #expect(app.screenText.contains("0 of 2000 match"))
        #expect(try await app.frames(for: .escape) == 1)
    }

    /// On 100,000 users, "d" then "q": "dq" matches nobody, so before, the list searched all 2,000
    /// pages one request at a time and drew the letter, then the result (decision 1300). Now each
    /// letter is one search of the whole list and one frame; the matches of a letter that are on
    /// pages never loaded are fetched with it, so its frame has no placeholder.
    @Test func aLetterThatSearchesEveryUserOfAHundredThousandIsOneFrame() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24), sampleUsers: 100_000)
        let pages = app.pagesLoaded
        #expect(try await app.frames(for: .character("/")) == 1)
        #expect(try await app.frames(for: .character("d")) == 1)
        #expect(app.screenText.contains(" of 100000 match"))
        #expect(try await app.frames(for: .character("q")) == 1)
        #expect(app.screenText.contains("0 of 100000 match"))
        #expect(app.screenText.contains("No user matches “dq”"))
        #expect(try await app.frames(for: .backspace) == 1)
        #expect(try await app.frames(for: .backspace) == 1)
        // About one user in 960 is a Liam Smith: the rows shown are on as many pages, none loaded.
        #expect(try await app.frames(for: [.paste("Liam Smith")]) == 1)
        #expect(app.screenText.contains("127 of 100000 match"), "\(app.screenText)")
        #expect(!app.screenText.contains("…"), "every row shown is filled:\n\(app.screenText)")
        #expect(app.searches == ["d", "dq", "d", "Liam Smith"])
        #expect(app.pagesLoaded == pages, "no page loaded to search")
        #expect(try await app.frames(for: .enter) == 1)
        #expect(try await app.frames(for: .end) == 1)
        #expect(app.screenText.contains("127/127"))
        #expect(!app.screenText.contains("…"), "the last matches, fetched with the key:\n\(app.screenText)")
        #expect(app.pagesLoaded == pages)
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

    /// End on 100,000 users selects the last one and loads only the page it and the rows around it
    /// need (random access, decision 1702), drawn in one frame.
    @Test func endOnAHundredThousandUsersLoadsOnlyTheLastPageInOneFrame() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24), sampleUsers: 100_000)
        #expect(app.pagesLoaded == [0])
        #expect(try await app.frames(for: .end) == 1)
        #expect(app.pagesLoaded == [0, 1_999], "the last page alone: the 22 rows shown and 20 more are on it")
        #expect(app.screenText.contains("100000/100000"))
        let rows = app.screenText.split(separator: "\n").dropFirst()  // the title bar may shorten its status
        #expect(!rows.contains { $0.contains("…") }, "the last users, no placeholder")
        #expect(try await app.frames(for: .home) == 1)
        #expect(app.pagesLoaded == [0, 1_999])
    }

    /// A thousand ↓ sent at once on the 107 bundled users: all of them are applied, the last user is
    /// selected and drawn in one frame.
    @Test func aThousandDownsAtOnceEndOnTheLastUser() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24), sampleUsers: nil)
        #expect(try await app.frames(for: Array(repeating: .key(.down), count: 1_000)) == 1)
        #expect(app.screenText.contains("107/107"))
        #expect(app.pagesLoaded == [0, 2, 1], "the page the burst ends on, then the page of the rows above it")
    }

    /// A paste of 5,000 characters into the filter is one edit: one filter pass, one frame — of the
    /// 256 characters a field holds (issue 25), the status bar saying the rest was left out.
    @Test func aPasteIntoTheFilterIsOneFilterPassAndOneFrame() async throws {
        let app = try await FrameCountingApp(size: Size(width: 80, height: 24))
        #expect(try await app.frames(for: .character("/")) == 1)
        let edits = app.countFilterEdits()
        #expect(try await app.frames(for: [.paste(String(repeating: "z", count: 5_000))]) == 1)
        #expect(edits() == 1, "the 5,000 characters are one edit of the query")
        #expect(app.searches == [String(repeating: "z", count: 256)], "and one search of every user")
        #expect(app.screenText.contains("A field holds 256 characters"))
        #expect(try await app.frames(for: .escape) == 1)
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
/// (2,000 synthetic users by default), an in-memory terminal and a virtual clock; it records the
/// pages and searches the users service is asked for. Main thread only.
private final class FrameCountingApp {
    private let app: App
    private let terminal: InMemoryTerminal
    private let scheduler = TestScheduler()
    private let users: CallCountingUsersService
    private let services: LiveServices

    /// - Parameter sampleUsers: synthetic users, or `nil` for the bundled 107.
    init(
        size: Size, startup: StartupRequest = .users(openUserID: nil, showMoreInfo: false), sampleUsers: Int? = 2_000
    ) async throws {
        users = CallCountingUsersService(
            sampleUsers.map { SampleUsersService(syntheticCount: $0) } ?? SampleUsersService())
        services = LiveServices(users: users, weather: SampleWeatherService(now: { Date() }))
        let plan = SectionPlan(
            configuration: AppConfiguration(), startup: startup,
            services: services, recents: InMemoryRecentCitiesStore(), weatherClock: .fixed(Date()))
        terminal = InMemoryTerminal(size: size)
        app = App(
            name: TernLaunch.appName, terminal: terminal, sections: plan.makeSections(scheduler: scheduler),
            initialSection: plan.initialSection)
        try await drainAwaitedAnswers()
        app.presentIfNeeded()
    }

    var screenText: String { terminal.screenText }

    /// The pages the users service answered, in order.
    var pagesLoaded: [Int] { users.pages }

    /// The whole-list searches the users service answered, in order.
    var searches: [String] { users.searches }

    private var listScreen: UsersScreen? { app.currentSection.screen as? UsersScreen }

    /// Counts the changes of the users list's filter query from now on (each one a filter pass
    /// over the loaded users); the closure returns the count so far.
    func countFilterEdits() -> () -> Int {
        final class Counter {
            var count = 0
            var query: String?
            var link: AnyCancellable?
        }
        let counter = Counter()
        counter.query = listScreen?.store.state.filter?.query
        counter.link = listScreen?.store.states.sink { [weak counter] state in
            guard let counter else { return }
            if state.filter?.query != counter.query { counter.count += 1 }
            counter.query = state.filter?.query
        }
        return { counter.count }
    }

    /// The frames `key` produces: the turn that reads it, then 300 ms of 10 ms ticks.
    func frames(for key: Key) async throws -> Int {
        try await frames(for: [.key(key)])
    }

    /// The frames `events`, read in one turn, produce; then 300 ms of 10 ms ticks.
    func frames(for events: [InputEvent]) async throws -> Int {
        let before = terminal.presentCount
        terminal.send(events)
        app.processPendingKeys()
        try await drainAwaitedAnswers()
        app.presentIfNeeded()
        for _ in 0..<30 {
            scheduler.advance(by: .milliseconds(10))
            try await drainAwaitedAnswers()
            app.presentIfNeeded()
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

/// The sample users service, remembering which pages and searches it answered. Thread-safe.
private final class CallCountingUsersService: SearchableUsersService, @unchecked Sendable {
    private let base: SampleUsersService
    private let lock = NSLock()
    private var answeredPages: [Int] = []
    private var answeredSearches: [String] = []

    init(_ base: SampleUsersService) { self.base = base }

    var sourceName: String { base.sourceName }

    var pages: [Int] { lock.withLock { answeredPages } }

    var searches: [String] { lock.withLock { answeredSearches } }

    func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        let result = try await base.loadPage(page, limit: limit)
        lock.withLock { answeredPages.append(page) }
        return result
    }

    func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        try await base.loadUser(id: id)
    }

    func search(_ query: String) async throws(UsersError) -> UserFilterResult {
        let result = try await base.search(query)
        lock.withLock { answeredSearches.append(query) }
        return result
    }

    func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary] {
        try await base.summaries(at: positions)
    }
}
