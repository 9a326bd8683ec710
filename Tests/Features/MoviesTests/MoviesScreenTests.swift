import AppRuntime
import DomainText
import Movies
import PubSubTestSupport
import TerminalCore
import TerminalTestSupport
import Testing

/// The Movies section on the bundled sample as the runtime draws it, against golden snapshots at
/// 80×24 and 120×40: the list, the detail with the runtime, the "More info" sheet; and the
/// component's keys with no code of Movies' own: End, copy, the filter.
@Suite struct MoviesScreenTests {
    private func app(width: Int, height: Int) async -> (App, TestScheduler) {
        let scheduler = TestScheduler()
        var section = MoviesSection(source: .sample)
        section.locale = .posix
        let screen = section.makeScreen(scheduler: scheduler)
        let app = App(
            name: "tern", terminal: InMemoryTerminal(size: Size(width: width, height: height)),
            sections: [Section(title: "Movies", root: screen)])
        await settle(app, scheduler)
        return (app, scheduler)
    }

    /// Runs the scheduler until no request awaits its answer and the frame no longer changes; the
    /// answers come from the sample's tasks, so it yields to them, never sleeps (a minute at most:
    /// a guard against a hang, not a speed limit).
    private func settle(_ app: App, _ scheduler: TestScheduler) async {
        var last = app.renderFrame()
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while ContinuousClock.now < deadline {
            scheduler.advance(by: .milliseconds(200))
            await Task.yield()
            let frame = app.renderFrame()
            if frame == last, !app.isAwaitingAnswer { return }
            last = frame
        }
    }

    private func press(_ keys: [Key], _ app: App, _ scheduler: TestScheduler) async {
        for key in keys { app.process(key) }
        await settle(app, scheduler)
    }

    @Test(arguments: [(80, 24), (120, 40)]) func theListTheDetailAndTheSheet(width: Int, height: Int) async {
        let (app, scheduler) = await app(width: width, height: height)
        assertSnapshot(of: app.renderFrame(), named: "list-\(width)x\(height)")
        await press([.enter], app, scheduler)
        #expect(app.renderFrame().lines.joined().contains(" min"), "the detail shows the runtime")
        assertSnapshot(of: app.renderFrame(), named: "detail-\(width)x\(height)")
        await press([.character("m")], app, scheduler)
        assertSnapshot(of: app.renderFrame(), named: "sheet-\(width)x\(height)")
    }

    @Test func endGoesToTheLastMovieYCopiesItAndTheFilterNarrowsTheList() async {
        let (app, scheduler) = await app(width: 120, height: 40)
        await press([.end], app, scheduler)
        #expect(app.renderFrame().line(0).contains("116/116"))
        app.process(.character("y"))
        let copied = app.renderFrame().lines.joined()
        #expect(copied.contains("Copied the title to the clipboard: "), "y copies the title and year")
        await press([.home, .character("/")] + "matrix".map { .character($0) }, app, scheduler)
        #expect(app.renderFrame().line(0).contains("1 of 116 match"))
    }
}
