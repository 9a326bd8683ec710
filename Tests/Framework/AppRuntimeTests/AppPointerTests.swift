import AppRuntime
import TerminalCore
import Testing
import Widgets

/// The runtime's part of mouse reports, pastes and the clipboard: the section names in the title
/// bar, the help overlay (the wheel scrolls it, a click outside closes it), the notice banner,
/// and what reaches the top screen; a copy goes to the terminal and is confirmed until the next input.
@Suite struct AppPointerTests {
    private func makeApp(
        _ sections: [Section], size: Size = Size(width: 80, height: 24), reportsMouse: Bool = true,
        notices: NoticeBoard = NoticeBoard()
    ) -> (App, InMemoryTerminal) {
        let terminal = InMemoryTerminal(size: size, reportsMouse: reportsMouse)
        let app = App(name: "tern", terminal: terminal, sections: sections, notices: notices)
        _ = app.renderFrame()
        return (app, terminal)
    }

    private func twoSections() -> (App, StubScreen, StubScreen) {
        let users = StubScreen("list")
        let weather = StubScreen("forecast")
        let (app, _) = makeApp([Section(title: "Users", root: users), Section(title: "Weather", root: weather)])
        return (app, users, weather)
    }

    /// The column where `text` starts in the title bar of the last frame.
    private func column(of text: String, in app: App) throws -> Int {
        let line = app.renderFrame().line(0)
        let range = try #require(line.range(of: text))
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }

    @Test func aClickOnASectionNameShowsThatSection() throws {
        let (app, users, weather) = twoSections()
        app.process(.mouse(.click(x: try column(of: "Weather", in: app) + 2, y: 0)))
        #expect(app.currentSectionIndex == 1)
        #expect(app.renderFrame().line(0).hasPrefix(" tern  Users [Weather]  forecast"))
        app.process(.mouse(.click(x: try column(of: "Users", in: app), y: 0)))
        #expect(app.currentSectionIndex == 0)
        app.process(.mouse(.click(x: 60, y: 0)))
        #expect(app.currentSectionIndex == 0, "the rest of the title bar goes to the screen")
        #expect(users.receivedMouse == [.click(x: 60, y: 0)])
        #expect(weather.receivedMouse.isEmpty)
    }

    @Test func otherReportsGoToTheTopScreenInScreenCoordinatesButReleasesGoNowhere() {
        let (app, users, _) = twoSections()
        app.process(.mouse(MouseEvent(.wheelDown, x: 7, y: 9)))
        app.process(.mouse(MouseEvent(.release, x: 7, y: 9)))
        app.process(.mouse(MouseEvent(.press(.right), x: 3, y: 4)))
        #expect(users.receivedMouse == [MouseEvent(.wheelDown, x: 7, y: 9), MouseEvent(.press(.right), x: 3, y: 4)])
    }

    @Test func theWheelScrollsTheHelpAndAClickOutsideItClosesIt() throws {
        let users = StubScreen("list")
        let (app, _) = makeApp(
            [Section(title: "Users", root: users), Section(title: "Weather", root: StubScreen("forecast"))],
            size: Size(width: 80, height: 12))
        app.process(.character("?"))
        _ = app.renderFrame()
        app.process(.mouse(MouseEvent(.wheelDown, x: 40, y: 6)))
        #expect(app.helpScrollOffset == 3)
        for _ in 0..<20 { app.process(.mouse(MouseEvent(.wheelDown, x: 40, y: 6))) }
        let end = app.helpScrollOffset
        _ = app.renderFrame()
        app.process(.down)
        #expect(app.helpScrollOffset == end, "no further than the last frame could show")
        app.process(.mouse(MouseEvent(.wheelUp, x: 40, y: 6)))
        #expect(app.helpScrollOffset == end - 3)
        let text = app.renderFrame().lines.joined(separator: "\n")
        #expect(app.isShowingHelp)
        app.process(.mouse(.click(x: 40, y: 6)))
        #expect(app.isShowingHelp, "a click inside the help keeps it")
        app.process(.mouse(.click(x: 0, y: 6)))
        #expect(!app.isShowingHelp)
        #expect(users.receivedMouse.isEmpty)
        #expect(text.contains("more"), "the help says more lines are hidden below")
    }

    @Test func helpListsTheMouseOnlyWhenTheTerminalReportsIt() {
        let (app, _) = makeApp([
            Section(title: "A", root: StubScreen("one")), Section(title: "B", root: StubScreen("two")),
        ])
        app.process(.character("?"))
        let help = app.renderFrame().lines.joined(separator: "\n")
        #expect(help.contains("Mouse"))
        #expect(help.contains("Click a row"))
        #expect(help.contains("Switch to that section"))
        let (quiet, _) = makeApp([Section(title: "A", root: StubScreen("one"))], reportsMouse: false)
        quiet.process(.character("?"))
        #expect(!quiet.renderFrame().lines.joined().contains("Mouse"))
    }

    @Test func theNoticeBannerTakesTheFirstClickOrPasteLikeAKey() {
        let notices = NoticeBoard(notices: ["config.toml:2: unknown key colour; line ignored"])
        let screen = StubScreen("list")
        let (app, _) = makeApp([Section(title: "S", root: screen)], notices: notices)
        app.process(.mouse(.click(x: 5, y: 5)))
        #expect(notices.unseen.isEmpty)
        #expect(screen.receivedMouse.isEmpty)
        notices.post("again")
        app.process(.paste("text"))
        #expect(notices.unseen.isEmpty)
        #expect(screen.receivedPastes.isEmpty)
        app.process(.paste("text"))
        #expect(screen.receivedPastes == ["text"])
    }

    @Test func aPasteOverTheHelpOrATooSmallTerminalGoesNowhere() {
        let screen = StubScreen("list")
        let (app, terminal) = makeApp([Section(title: "S", root: screen)])
        app.process(.character("?"))
        app.process(.paste("x"))
        app.process(.escape)
        terminal.resize(to: Size(width: 20, height: 5))
        app.processPendingKeys()
        app.process(.paste("y"))
        app.process(.mouse(.click(x: 1, y: 1)))
        #expect(screen.receivedPastes.isEmpty)
        #expect(screen.receivedMouse.isEmpty)
    }

    @Test func aCopyGoesToTheTerminalAndIsConfirmedUntilTheNextInput() {
        let screen = StubScreen("detail")
        screen.outcomes[.character("y")] = .copy(text: "ada@example.com", confirmation: "Copied the email")
        let (app, terminal) = makeApp([Section(title: "S", root: screen)])
        app.process(.character("y"))
        #expect(terminal.clipboard == ["ada@example.com"])
        let confirmed = app.renderFrame().line(23)
        #expect(confirmed.hasPrefix(" Copied the email  "), "in the screen's part of the bar")
        #expect(confirmed.hasSuffix("  ? help  q quit "), "the keys that work everywhere stay")
        terminal.resize(to: Size(width: 80, height: 24))
        app.processPendingKeys()
        #expect(app.statusMessage == "Copied the email", "a resize is not input from the person")
        app.process(.mouse(MouseEvent(.wheelDown, x: 1, y: 1)))
        #expect(app.statusMessage == nil)
        #expect(app.renderFrame().line(23).contains("q quit"))
    }
}
