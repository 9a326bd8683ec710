import AppRuntime
import Glibc
import PubSub
import TerminalCore
import Testing
import Widgets

/// `App.run(on:)`: the poll loop over a terminal descriptor, the main loop's actions and signals.
@Suite struct AppRunTests {
    private func makeApp(_ terminal: PipeTerminal) -> App {
        App(name: "tern", terminal: terminal, sections: [Section(title: "Users", root: StubScreen("list"))])
    }

    @Test func presentsTheFirstFrameThenQuitsWithZeroOnQ() {
        let terminal = PipeTerminal()
        let app = makeApp(terminal)
        terminal.send("q")
        #expect(app.run(on: MainLoop()) == 0)
        #expect(terminal.frames.count == 1)
        #expect(terminal.frames[0].line(1).hasPrefix("screen list"))
    }

    /// A section given how to make its screen makes it when shown (the app's first section: with the
    /// app), the others right after the first frame — once the terminal has taken it — each once;
    /// then `afterFirstFrame` runs, once.
    @Test func sectionsNotShownAreMadeAfterTheFirstFrameThenTheAppsChoresRun() {
        let terminal = PipeTerminal()
        var events: [String] = []
        let app = App(
            name: "tern", terminal: terminal,
            sections: [
                Section(title: "Users") {
                    events.append("made Users")
                    return StubScreen("list")
                },
                Section(title: "Weather") {
                    events.append("made Weather at frame \(terminal.frames.count), taken \(terminal.waitedAfterFrames)")
                    return StubScreen("weather")
                },
            ])
        #expect(events == ["made Users"], "only the section shown is made with the app")
        app.afterFirstFrame = { events.append("chores at frame \(terminal.frames.count)") }
        terminal.send("q")
        #expect(app.run(on: MainLoop()) == 0)
        #expect(events == ["made Users", "made Weather at frame 1, taken [1]", "chores at frame 1"])
        #expect(terminal.waitedAfterFrames == [1], "the app waits for the first frame only")
        _ = app.sections[1].screen
        #expect(events.count == 3, "a screen is made once")
    }

    @Test func aHungUpTerminalEndsTheRunLikeSIGHUP() {
        let terminal = PipeTerminal()
        let app = makeApp(terminal)
        terminal.hangUp()
        #expect(app.run(on: MainLoop()) == 128 + SIGHUP)
        #expect(app.exitCode == 128 + SIGHUP)
    }

    @Test func eachTurnReadsKeysDrainsActionsAndPresentsUntilASignalArrives() {
        let terminal = PipeTerminal()
        let app = makeApp(terminal)
        let loop = MainLoop()
        var actions: [String] = []
        // The first action posts a second one, whose wake byte starts the next turn.
        loop.schedule {
            actions.append("first")
            loop.schedule { actions.append("second") }
        }
        terminal.send("?")
        var checks = 0
        let code = app.run(on: loop) {
            checks += 1
            return checks == 2 ? SIGINT : nil
        }
        #expect(code == 128 + SIGINT)
        #expect(actions == ["first"])
        #expect(app.isShowingHelp)
        #expect(terminal.frames.count == 2)
        #expect(terminal.frames[1].lines.contains { $0.contains("Keys: list") })
    }

    @Test func anUnchangedFrameIsNotPresentedAgain() {
        let terminal = PipeTerminal()
        let app = makeApp(terminal)
        let loop = MainLoop()
        loop.schedule { loop.schedule {} }
        var checks = 0
        let code = app.run(on: loop) {
            checks += 1
            return checks == 2 ? SIGTERM : nil
        }
        #expect(code == 128 + SIGTERM)
        #expect(terminal.frames.count == 1)
    }

    @Test func aKeyWhoseAnswerComesOnTheNextActionIsDrawnOnceWithTheAnswer() {
        let terminal = PipeTerminal()
        let loop = MainLoop()
        let screen = AnsweringScreen(loop: loop)
        let app = App(name: "tern", terminal: terminal, sections: [Section(title: "Users", root: screen)])
        terminal.send("x")
        let code = app.run(on: loop) { terminal.frames.count == 2 ? SIGTERM : nil }
        #expect(code == 128 + SIGTERM)
        #expect(terminal.frames.count == 2, "the first frame, then one for the key")
        #expect(terminal.frames.last?.line(1).hasPrefix("answered") == true)
    }
}

/// A screen whose answer to a key comes two main-loop actions later: the first runs in the turn's
/// drain and posts the second, which only the wait for awaited answers runs before the frame.
private final class AnsweringScreen: Screen {
    let title = "answering"
    let keyBindings: [KeyBinding] = []
    private let loop: MainLoop
    private let changes = PassthroughSubject<Void, Never>()
    private var state = "idle" {
        didSet { changes.send(()) }
    }

    init(loop: MainLoop) { self.loop = loop }

    var awaitsAnswer: Bool { state == "asked" }
    var stateChanges: AnyPublisher<Void, Never> { changes.eraseToAnyPublisher() }

    func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        buffer.write(state, x: area.x, y: area.y)
    }

    func handle(_ key: Key) -> KeyOutcome {
        state = "asked"
        loop.schedule { [loop] in loop.schedule { self.state = "answered" } }
        return .handled
    }
}
