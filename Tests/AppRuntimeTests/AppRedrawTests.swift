import AppRuntime
import TerminalCore
import Testing

/// When the app draws: after input, a notice, or a publication of a visible screen's
/// `stateChanges` — at most one frame per turn however many published — and not when a screen that
/// is not drawn (beneath the base, in another section, popped) publishes.
@Suite struct AppRedrawTests {
    @Test func aVisibleScreenPublishingAsksForOneFrameAndAHiddenOneForNone() {
        let list = StubScreen("list")
        let weather = StubScreen("weather")
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = App(
            name: "tern", terminal: terminal,
            sections: [Section(title: "A", root: list), Section(title: "B", root: weather)])
        #expect(app.needsFrame, "the first frame")
        app.presentIfNeeded()
        #expect(!app.needsFrame)
        app.presentIfNeeded()
        #expect(list.renderCount == 1, "nothing asked for a second frame")

        weather.changes.send(())
        #expect(!app.needsFrame, "the other section is not drawn")
        list.changes.send(())
        list.changes.send(())
        #expect(app.needsFrame)
        app.presentIfNeeded()
        app.presentIfNeeded()
        #expect(list.renderCount == 2, "two publications, one frame")

        app.process(.tab)
        #expect(app.needsFrame, "a key asks for a frame")
        app.presentIfNeeded()
        list.changes.send(())
        #expect(!app.needsFrame, "the section switched away from is not drawn")
        weather.changes.send(())
        #expect(app.needsFrame)
    }

    @Test func theScreensWatchedFollowPushesAndPops() {
        let list = StubScreen("list")
        let detail = StubScreen("detail")
        let sheet = StubScreen("sheet", isOverlay: true)
        list.outcomes[.enter] = .push(detail)
        detail.outcomes[.enter] = .push(sheet)
        sheet.outcomes[.escape] = .pop
        let (app, _) = makeDrawnApp(root: list)

        app.process(.enter)
        #expect(asksForAFrame(app, list) == false, "the list is beneath the detail, not drawn")
        #expect(asksForAFrame(app, detail) == true)
        app.process(.enter)
        #expect(asksForAFrame(app, detail) == true, "the detail is drawn beneath the sheet")
        #expect(asksForAFrame(app, sheet) == true)
        app.process(.escape)
        #expect(asksForAFrame(app, sheet) == false, "a popped sheet is not drawn")
    }

    /// Draws what is needed, then whether `screen` publishing asks `app` for a frame.
    private func asksForAFrame(_ app: App, _ screen: StubScreen) -> Bool {
        app.presentIfNeeded()
        screen.changes.send(())
        return app.needsFrame
    }

    @Test func aNoticePostedFromAnyThreadIsDrawnOnTheNextTurn() {
        let notices = NoticeBoard()
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = App(
            name: "tern", terminal: terminal, sections: [Section(title: "A", root: StubScreen("list"))],
            notices: notices)
        app.presentIfNeeded()
        notices.post("tern: cannot write the log")
        #expect(!app.needsFrame, "no screen published")
        app.presentIfNeeded()
        #expect(terminal.presentCount == 2)
        #expect(terminal.screenText.contains("cannot write the log"))
        app.presentIfNeeded()
        #expect(terminal.presentCount == 2)
    }

    /// An app on `root` whose first frame has been drawn.
    private func makeDrawnApp(root: StubScreen) -> (App, InMemoryTerminal) {
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = App(name: "tern", terminal: terminal, sections: [Section(title: "A", root: root)])
        app.presentIfNeeded()
        return (app, terminal)
    }
}
