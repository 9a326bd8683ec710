import AppRuntime
import TerminalCore
import Testing

/// When the app draws: after input, a notice, or a publication of the current screen's
/// `stateChanges` — at most one frame per turn however many published — and not when the screen of
/// another section publishes.
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
}
