import AppRuntime
import TerminalCore
import Testing

@Suite struct AppTests {
    private func makeApp(
        _ sections: [Section], size: Size = Size(width: 80, height: 24)
    ) -> (App, InMemoryTerminal) {
        let terminal = InMemoryTerminal(size: size)
        return (App(name: "tern", terminal: terminal, sections: sections), terminal)
    }

    @Test func framesHaveTitleScreenAndStatusBar() {
        let (app, _) = makeApp([Section(title: "Users", root: StubScreen("list"))])
        let frame = app.renderFrame()
        #expect(frame.line(0).contains("tern · Users › list"))
        #expect(frame.line(1).hasPrefix("screen list"))
        #expect(frame.line(23).contains("Enter open"))
        #expect(frame.line(23).contains("q quit"))
    }

    /// Notices (configuration problems, a log that cannot be written) stay above the status bar
    /// until a key, which only hides them; help lists them all with the log path.
    @Test func noticesShowUntilAKeyAndStayInHelp() {
        let notices = NoticeBoard(notices: ["config.toml:2: unknown key colour; line ignored"], logPath: "/s/tern.log")
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = App(
            name: "tern", terminal: terminal, sections: [Section(title: "Users", root: StubScreen("list"))],
            notices: notices)
        #expect(app.renderFrame().line(21).contains("✗ config.toml:2: unknown key colour; line ignored"))
        #expect(app.renderFrame().line(22).contains("any key hides this"))
        app.process(.character("q"))
        #expect(app.exitCode == nil)
        #expect(!app.renderFrame().lines.joined().contains("unknown key"))
        notices.post("tern: cannot write the log /s/tern.log (No space left on device); log lines are being dropped")
        #expect(app.renderFrame().lines.joined().contains("No space left on device"))
        app.process(.escape)
        app.process(.character("?"))
        let help = app.renderFrame().lines.joined(separator: "\n")
        #expect(help.contains("/s/tern.log"))
        #expect(help.contains("unknown key colour"))
    }

    @Test func qQuitsWithZeroUnlessTheScreenCapturesText() {
        let screen = StubScreen("search")
        screen.isCapturingText = true
        let (app, _) = makeApp([Section(title: "S", root: screen)])
        app.process(.character("q"))
        #expect(app.exitCode == nil)
        #expect(screen.receivedKeys == [.character("q")])
        screen.isCapturingText = false
        app.process(.character("q"))
        #expect(app.exitCode == 0)
    }

    @Test func controlCQuitsWith130EvenWhileTyping() {
        let screen = StubScreen("search")
        screen.isCapturingText = true
        let (app, _) = makeApp([Section(title: "S", root: screen)])
        app.process(.control("c"))
        #expect(app.exitCode == 130)
    }

    /// Esc, ← and Backspace are global keys the runtime leaves to the screen, which closes what it
    /// has open; one it ignores does nothing.
    @Test func backKeysGoToTheScreen() {
        let screen = StubScreen("list")
        let (app, _) = makeApp([Section(title: "S", root: screen)])
        let before = app.renderFrame()
        for back in [Key.escape, .left, .backspace] {
            app.process(back)
        }
        #expect(screen.receivedKeys == [.escape, .left, .backspace])
        #expect(app.topScreen === screen)
        #expect(app.exitCode == nil)
        #expect(app.renderFrame() == before)
    }

    @Test func tabCyclesSectionsEachShowingItsOwnScreen() {
        let first = StubScreen("one")
        let second = StubScreen("two")
        let (app, _) = makeApp([Section(title: "A", root: first), Section(title: "B", root: second)])
        app.process(.tab)
        #expect(app.currentSection.title == "B")
        #expect(app.topScreen === second)
        #expect(app.renderFrame().line(0).hasPrefix(" tern  A [B]  two "))
        app.process(.tab)
        #expect(app.topScreen === first)
        app.process(.backTab)
        #expect(app.topScreen === second)
        app.process(.backTab)
        #expect(app.topScreen === first)
        #expect(app.renderFrame().line(0).hasPrefix(" tern [A] B  one "))
        #expect(first.receivedKeys.isEmpty && second.receivedKeys.isEmpty, "Tab and Shift-Tab are the app's")
    }

    @Test func helpOverlayListsScreenAndGlobalKeysAndSwallowsKeys() {
        let screen = StubScreen("list")
        let (app, _) = makeApp([Section(title: "S", root: screen)])
        app.process(.character("?"))
        #expect(app.isShowingHelp)
        let text = app.renderFrame().lines.joined(separator: "\n")
        #expect(text.contains("Open it"))
        #expect(text.contains("Everywhere"))
        #expect(text.contains("Quit tern"))
        #expect(text.contains("Esc/? close ─"), "the box's edge says what the status bar says")
        #expect(app.renderFrame().line(23).hasPrefix(" Esc/? close  ↑/↓ scroll"))
        #expect(app.renderFrame().line(23).hasSuffix("q quit "), "q quits here too, as the bar says")
        app.process(.down)
        #expect(screen.receivedKeys.isEmpty)
        app.process(.escape)
        #expect(!app.isShowingHelp)
    }

    /// docs/KEYS.md: q quits everywhere but in a text field — over the help too.
    @Test func qQuitsFromTheHelp() {
        let screen = StubScreen("list")
        let (app, _) = makeApp([Section(title: "S", root: screen)])
        app.process(.character("?"))
        app.process(.character("q"))
        #expect(app.exitCode == 0)
        #expect(screen.receivedKeys.isEmpty)
    }

    /// The terminal's cursor is where typing goes — the screen's field while it takes text — and
    /// hidden under the help, under notices a key would dismiss, and whenever nothing takes text.
    @Test func theFrameShowsTheCursorOnlyWhileTheScreenTakesText() {
        let screen = StubScreen("search")
        screen.cursor = Point(x: 3, y: 1)
        let notices = NoticeBoard()
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = App(name: "tern", terminal: terminal, sections: [Section(title: "S", root: screen)], notices: notices)
        #expect(app.renderFrame().cursor == nil, "drawn, but no text is taken")
        screen.isCapturingText = true
        #expect(app.renderFrame().cursor == Point(x: 3, y: 1))
        app.presentIfChanged()
        #expect(terminal.frame.cursor == Point(x: 3, y: 1))
        screen.cursor = Point(x: 4, y: 1)
        app.presentIfChanged()
        #expect(terminal.frame.cursor == Point(x: 4, y: 1), "a cursor that moved is a frame of its own")
        notices.post("something went wrong")
        #expect(app.renderFrame().cursor == nil)
        app.process(.escape)
        screen.isCapturingText = false
        app.process(.character("?"))
        screen.isCapturingText = true
        #expect(app.isShowingHelp)
        #expect(app.renderFrame().cursor == nil)
    }

    @Test func tooSmallShowsAMessageAndGrowingBackRestores() {
        let (app, terminal) = makeApp([Section(title: "S", root: StubScreen("list"))])
        let normal = app.renderFrame()
        terminal.resize(to: Size(width: 20, height: 6))
        app.processPendingKeys()
        let small = app.renderFrame().lines.joined(separator: "\n")
        #expect(small.contains("too small"))
        terminal.resize(to: Size(width: 80, height: 24))
        app.processPendingKeys()
        #expect(app.renderFrame() == normal)
    }

    @Test func aResizeIsOneFrameOfTheNewSizeWithoutAClear() {
        let (app, terminal) = makeApp([Section(title: "S", root: StubScreen("list"))])
        app.presentIfNeeded()
        terminal.type(text: "?")
        app.processPendingKeys()
        app.presentIfNeeded()
        for size in [Size(width: 70, height: 20), Size(width: 90, height: 30)] {
            let presents = terminal.presentCount
            terminal.resize(to: size)
            app.processPendingKeys()
            app.presentIfNeeded()
            #expect(terminal.presentCount == presents + 1)
            #expect(terminal.frame.size == size)
            #expect(terminal.screenText.contains("Everywhere"), "the help stays open, drawn at the new size")
        }
        #expect(terminal.fullRepaintCount == 1, "only the first frame repainted from scratch: no clear on resize")
    }

    @Test func identicalFramesAreNotPresentedAgainButRepaintForcesOne() {
        let (app, terminal) = makeApp([Section(title: "S", root: StubScreen("list"))])
        app.presentIfChanged()
        app.presentIfChanged()
        #expect(terminal.presentCount == 1)
        terminal.type(.control("l"))
        app.processPendingKeys()
        app.presentIfChanged()
        #expect(terminal.presentCount == 2)
        #expect(terminal.fullRepaintCount == 2)
    }

    @Test func aListSurvivesAKeyMashAndResizes() {
        let list = StubListScreen(count: 200)
        let (app, terminal) = makeApp([Section(title: "Mash", root: list)])
        // Opens the sheet, help over the sheet, help over the list; closes them with Esc and ←.
        let keys: [Key] = [
            .down, .pageDown, .enter, .character("?"), .down, .escape, .escape, .end, .enter, .left, .up,
            .character("?"), .enter, .escape, .home, .enter, .escape, .character("j"), .pageUp,
        ]
        let sizes = [
            Size(width: 80, height: 24), Size(width: 20, height: 6), Size(width: 60, height: 12),
            Size(width: 132, height: 43),
        ]
        var framesBeneath: [Buffer] = []
        var restoredModals = 0
        for index in 0..<2_000 {
            if index % 97 == 96 {
                terminal.resize(to: sizes[(index / 97) % sizes.count])
                framesBeneath.removeAll()
            }
            let depthBefore = modalDepth(app, list)
            let frameBefore = app.renderFrame()
            terminal.type(keys[index % keys.count])
            app.processPendingKeys()
            app.presentIfChanged()
            let depthAfter = modalDepth(app, list)
            if depthAfter > depthBefore {
                framesBeneath.append(frameBefore)
            } else if depthAfter < depthBefore, let beneath = framesBeneath.popLast() {
                #expect(app.renderFrame() == beneath, "closing a modal restores the frame beneath exactly")
                restoredModals += 1
            }
            #expect(app.exitCode == nil)
            #expect(list.items.indices.contains(list.selection))
            #expect(terminal.frame.size == terminal.size)
            #expect(!containsControlCharacter(terminal.frame))
        }
        #expect(restoredModals > 300)
    }

    /// How many modals cover the list: the sheet it opened and the help overlay.
    private func modalDepth(_ app: App, _ list: StubListScreen) -> Int {
        (list.isSheetOpen ? 1 : 0) + (app.isShowingHelp ? 1 : 0)
    }

    private func containsControlCharacter(_ frame: Buffer) -> Bool {
        frame.cells.contains { cell in
            cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
    }
}
