import Glibc
import PubSub
import TerminalCore
import Widgets

/// The running app: the terminal, the top-level sections with their screens, the global keys and
/// mouse actions, and the frame loop. What makes it one app rather than another —
/// its name, its sections, its notices — comes from the app's composition root.
///
/// The pure step — `process(_:)` an input event, `renderFrame()` — is separate from `run(on:)`'s
/// poll loop, so tests drive it with an `InMemoryTerminal`. A frame is drawn when one is needed
/// (`needsFrame`): after input, a notice, a change of section, or when the current screen's
/// `stateChanges` published — PubSub carries view-model state into redraws. Mouse reports are tested against what
/// the last `renderFrame()` drew (the section names, the help overlay) before they go to the current
/// screen, which tests them against its own last frame. Threading: main thread only.
public final class App {
    /// Below this size the app shows a "terminal too small" message instead of its screens.
    public static let minimumSize = Size(width: 40, height: 10)
    /// How long a frame is held for an answer a screen awaits (`Screen.awaitsAnswer`): about one
    /// frame at 60 Hz. A local or quick answer is then drawn with the key's frame, not after it.
    public static let answerWait = MainLoopInterval.milliseconds(16)
    /// How long a turn that no key started (an answer, a timer) is held at most while answers keep
    /// coming less than `answerWait` apart: a filter searching page after page draws its result once
    /// it is done rather than its progress page by page. A key ends the hold at once.
    public static let answerChainLimit = MainLoopInterval.seconds(1)

    /// The app's name: first in the title bar, in the help and in "Quit …".
    public let name: String
    /// The terminal the app draws on and reads input from.
    public let terminal: any Terminal
    /// The app's sections, each with its screen, in title-bar order.
    public let sections: [Section]
    /// Runs once in `run`, right after the first frame: an app's chores the first frame does not
    /// need (tern: sweeping its folders, remembering the section shown).
    public var afterFirstFrame: (() -> Void)?
    /// The index in `sections` of the section shown.
    public private(set) var currentSectionIndex = 0 {
        didSet {
            guard currentSectionIndex != oldValue else { return }
            watchCurrentScreen()
            sectionSubject.send(currentSectionIndex)
        }
    }
    /// The index of the section shown, each time the person switches section (not the initial one).
    public var sectionChanges: AnyPublisher<Int, Never> { sectionSubject.eraseToAnyPublisher() }
    private let sectionSubject = PassthroughSubject<Int, Never>()
    /// Whether the help overlay is showing.
    public internal(set) var isShowingHelp = false
    /// How far the help overlay is scrolled.
    public private(set) var helpScrollOffset = 0
    /// A short confirmation shown in the status bar ("Copied …") until the next input.
    public internal(set) var statusMessage: String?
    /// Set when the app should stop: 0 after `q`, 128 + the signal number after a signal.
    public private(set) var exitCode: Int32?
    /// Configuration problems and runtime failures to show until a key is pressed, and in help.
    public let notices: NoticeBoard
    /// How frames look: every frame carries it to the widgets that draw it (decision 2220).
    public var theme: Theme = .default {
        didSet { needsFrame = true }
    }
    private var lastPresented: Buffer?
    /// The global keys of each section (its keys remapped by the section's `keys`), which every key
    /// is looked up in first.
    private let globalKeyMaps: [KeyMap<GlobalKeys.Command>]
    /// The help overlay's keys in each section, remapped by the section's `keys`.
    private let helpKeyMaps: [KeyMap<GlobalKeys.HelpCommand>]
    /// True when what the frame shows may have changed since the last one was drawn: input was
    /// handled, the current screen published a state, the section changed.
    public private(set) var needsFrame = true
    /// The subscription to the current screen's `stateChanges`, setting `needsFrame`.
    private var currentScreenLink: AnyCancellable?
    /// `notices.postedCount` when the last frame was drawn.
    private var noticesDrawn = 0
    /// Where the last frame drew the section names (by index) and the help overlay: what clicks hit.
    var drawnSections: [Int: Rect] = [:]
    var drawnHelp: HelpOverlay.Layout?

    /// The app `name` showing `sections` on `terminal`, starting on the one at `initialSection`
    /// (clamped to the list), with `notices` shown until a key and listed in help.
    public init(
        name: String, terminal: any Terminal, sections: [Section], initialSection: Int = 0,
        notices: NoticeBoard = NoticeBoard()
    ) {
        precondition(!sections.isEmpty, "the app needs at least one section")
        self.name = name
        self.terminal = terminal
        self.notices = notices
        self.sections = sections
        let globalKeyMap = GlobalKeys.keyMap(sectionCount: sections.count, appName: name)
        globalKeyMaps = sections.map { globalKeyMap.remapped($0.keys) }
        helpKeyMaps = sections.map { GlobalKeys.helpKeyMap.remapped($0.keys) }
        self.currentSectionIndex = min(max(0, initialSection), sections.count - 1)
        watchCurrentScreen()
    }

    /// The section shown.
    public var currentSection: Section { sections[currentSectionIndex] }
    /// The screen that gets keys: the current section's.
    public var topScreen: any Screen { currentSection.screen }

    /// The global bindings for this app's sections, as the current section binds them.
    public var globalBindings: [KeyBinding] { globalKeyMap.bindings }

    /// The global keys of the current section.
    private var globalKeyMap: KeyMap<GlobalKeys.Command> { globalKeyMaps[currentSectionIndex] }

    /// The help overlay's keys in the current section.
    private var helpKeyMap: KeyMap<GlobalKeys.HelpCommand> { helpKeyMaps[currentSectionIndex] }

    /// Whether the terminal is below `minimumSize`.
    public var isTooSmall: Bool {
        terminal.size.width < Self.minimumSize.width || terminal.size.height < Self.minimumSize.height
    }

    /// Stops the app with `code` (a signal arrived, or the caller wants out).
    public func stop(exitCode code: Int32) {
        if exitCode == nil { exitCode = code }
    }

    /// Handles one input event: a key, a mouse report or a paste.
    public func process(_ event: InputEvent) {
        needsFrame = true
        switch event {
        case .key(let key): process(key)
        case .mouse(let mouse): process(mouse: mouse)
        case .paste(let text): process(paste: text)
        }
    }

    /// Handles one key: global keys first where they take precedence, then the current screen
    /// (Esc, ← and Backspace go to it: it closes what it has open).
    public func process(_ key: Key) {
        needsFrame = true
        // A resize needs only its frame, which has the new size: the terminal draws a frame of
        // another size whole, without clearing first (decision 2080). Ctrl-L asks for the clear.
        if key == .resize { return }
        statusMessage = nil
        var command = globalKeyMap.command(for: key)
        // A character bound to repaint or interrupt types in a text field, as every character does.
        if case .character = key, command == .repaint || command == .interrupt, topScreen.isCapturingText {
            command = nil
        }
        if command == .repaint {
            lastPresented = nil
            return terminal.invalidate()
        }
        if command == .interrupt { return stop(exitCode: 130) }
        if isTooSmall {
            if command == .quit { stop(exitCode: 0) }
            return
        }
        if !notices.unseen.isEmpty {
            return notices.dismiss()
        }
        if isShowingHelp {
            // q quits here as everywhere but a text field (docs/KEYS.md); the help's own keys close it.
            if command == .quit { return stop(exitCode: 0) }
            return processHelp(key)
        }
        let screen = topScreen
        if !screen.isCapturingText {
            switch command {
            case .quit: return stop(exitCode: 0)
            case .help:
                isShowingHelp = true
                helpScrollOffset = 0
                return
            case .nextSection: return switchSection(by: 1)
            case .previousSection: return switchSection(by: -1)
            case .back, .repaint, .interrupt, nil: break
            }
        }
        apply(screen.handle(key))
    }

    /// Renders the whole frame at the terminal's current size: title bar, screen, status bar, help
    /// overlay — or the too-small message. The status bar names the keys that work now: the
    /// screen's, or the help's while it shows. The frame's cursor is the focused field's while the
    /// screen takes text and nothing covers it. Remembers where it drew what clicks can hit.
    public func renderFrame() -> Buffer {
        var buffer = Buffer(size: terminal.size, theme: theme)
        drawnSections = [:]
        drawnHelp = nil
        if isTooSmall {
            TooSmallMessage(required: Self.minimumSize, actual: terminal.size).render(into: &buffer, area: buffer.area)
            return buffer
        }
        let (titleRow, rest) = buffer.area.splitTop(1)
        let (body, statusRow) = rest.splitBottom(1)
        let screen = topScreen
        screen.layout(in: body)
        drawnSections = TitleBar(
            appName: name, title: title, status: screen.titleStatus, notices: screen.titleNotices,
            sections: sections.count > 1 ? sections.map(\.title) : [],
            currentSection: currentSectionIndex
        ).draw(into: &buffer, area: titleRow)
        screen.render(into: &buffer, area: body)
        StatusBar(bindings: statusBindings, pinned: globalStatusBindings, message: statusMessage)
            .render(into: &buffer, area: statusRow)
        renderNoticeBanner(into: &buffer, body: body)
        if isShowingHelp {
            drawnHelp = HelpOverlay(
                title: "Keys: \(screen.title)", bindings: screen.keyBindings, globalBindings: globalBindings,
                mouseBindings: helpMouseBindings, notes: helpNotes, scrollOffset: helpScrollOffset,
                closeHint: helpKeyMap.hint(for: .close) ?? ""
            ).draw(into: &buffer, area: body)
        }
        // The terminal's cursor shows only where typing goes: not under the help, nor while a
        // key would dismiss the notices, nor in a field covered by a sheet.
        if isShowingHelp || !notices.unseen.isEmpty || !screen.isCapturingText { buffer.cursor = nil }
        return buffer
    }

    /// Whether the current screen awaits an answer that is on its way.
    public var isAwaitingAnswer: Bool { topScreen.awaitsAnswer }

    /// Reads and processes input until none is left (or the app is stopping).
    public func processPendingKeys() {
        while exitCode == nil, let event = terminal.readInput() {
            process(event)
        }
    }

    /// Presents a frame if one is needed: `needsFrame`, or a notice posted since the last frame.
    /// The run loop calls it once per turn, so a turn draws at most one frame whatever published.
    public func presentIfNeeded() {
        guard needsFrame || notices.postedCount != noticesDrawn else { return }
        presentIfChanged()
    }

    /// Renders the current frame and presents it unless it is identical to the last one presented.
    public func presentIfChanged() {
        needsFrame = false
        noticesDrawn = notices.postedCount
        let frame = renderFrame()
        guard frame != lastPresented else { return }
        terminal.present(frame)
        lastPresented = frame
    }

    /// Runs until a quit key, `interruption` reports a signal, or the terminal hangs up (exit code
    /// 129, as for SIGHUP); returns the exit code.
    ///
    /// The first frame waits, like a key's, for a first page that is quick to come; once the terminal
    /// has taken it (`waitUntilPresented`) the other sections' screens are made and
    /// `afterFirstFrame` runs. Each turn: wait
    /// in `poll()`, read every pending key, drain the main loop's actions and due timers, keep
    /// draining while a screen awaits an answer (see `drainAwaitedAnswers`), then present one frame
    /// if input came or a visible screen published (`presentIfNeeded`) — not because something ran.
    public func run(on mainLoop: MainLoop, interruption: () -> Int32? = { nil }) -> Int32 {
        StartupTrace.mark("main loop")
        drainAwaitedAnswers(on: mainLoop, afterKey: true, interruption: interruption)
        StartupTrace.mark("first page")
        presentIfNeeded()
        StartupTrace.mark("first frame")
        terminal.waitUntilPresented()
        settleAfterFirstFrame()
        while exitCode == nil {
            let wake = mainLoop.wait(forInputOn: terminal.inputDescriptor, atMost: terminal.inputWaitLimit)
            if wake == .inputClosed {
                stop(exitCode: 128 + SIGHUP)
                break
            }
            if let signal = interruption() {
                stop(exitCode: 128 + signal)
                break
            }
            processPendingKeys()
            guard exitCode == nil else { break }
            mainLoop.drain()
            drainAwaitedAnswers(on: mainLoop, afterKey: wake == .input, interruption: interruption)
            guard exitCode == nil else { break }
            presentIfNeeded()
        }
        return exitCode ?? 0
    }

    /// What the first frame did not need: every section's screen is made (their data loads while the
    /// person looks at the first one, so Tab finds it there), then `afterFirstFrame` runs.
    private func settleAfterFirstFrame() {
        for section in sections { _ = section.screen }
        afterFirstFrame?()
        afterFirstFrame = nil
        StartupTrace.mark("settled")
    }

    /// Runs the main loop's actions as they arrive while a screen awaits an answer: after a key for
    /// at most `answerWait` in all, so the key is drawn promptly; otherwise as long as answers keep
    /// coming within `answerWait` of each other, for at most `answerChainLimit`. Input ends the wait;
    /// a signal stops the app.
    private func drainAwaitedAnswers(on mainLoop: MainLoop, afterKey: Bool, interruption: () -> Int32?) {
        let start = MainLoopInstant.now
        let limit = start.advanced(by: afterKey ? Self.answerWait : Self.answerChainLimit)
        var deadline = min(limit, start.advanced(by: Self.answerWait))
        while exitCode == nil, isAwaitingAnswer,
            mainLoop.waitForActions(until: deadline, unlessInputOn: terminal.inputDescriptor)
        {
            if let signal = interruption() {
                return stop(exitCode: 128 + signal)
            }
            mainLoop.drain()
            deadline = min(limit, MainLoopInstant.now.advanced(by: Self.answerWait))
        }
    }

    /// Subscribes to the `stateChanges` of the screen drawn now — the current section's — instead
    /// of the one drawn before; each publication asks for a frame. Subscribing publishes once, so a
    /// new section is drawn.
    private func watchCurrentScreen() {
        currentScreenLink = topScreen.stateChanges.sink { [weak self] in self?.needsFrame = true }
    }

    /// The title after the section names: the screen's title, unless it only repeats the section's
    /// name. With one section there are no names: "Section › screen" (after the app's name).
    private var title: String {
        let screenTitle = topScreen.title
        let sectionTitle = currentSection.title
        guard sections.count == 1 else { return screenTitle == sectionTitle ? "" : screenTitle }
        // A screen title that already names its section ("Users · 107") stands alone.
        return screenTitle.hasPrefix(sectionTitle) ? screenTitle : "\(sectionTitle) › \(screenTitle)"
    }

    /// The unseen notices at the bottom of the body, above the status bar, at most half its height.
    private func renderNoticeBanner(into buffer: inout Buffer, body: Rect) {
        let unseen = notices.unseen
        guard !unseen.isEmpty else { return }
        let banner = ErrorBanner(
            message: unseen.joined(separator: "\n"), retryHint: "any key hides this · ? lists it with the log path")
        let height = min(banner.height(forWidth: body.width), max(1, body.height / 2))
        banner.render(into: &buffer, area: body.splitBottom(height).1)
    }

    /// The help's last lines: where the log is and every notice so far.
    private var helpNotes: [DetailRow] {
        var rows: [DetailRow] = [.heading(name)]
        rows.append(.field("log", notices.logPath ?? "off"))
        rows += notices.all.map { DetailRow.text($0) }
        return rows
    }

    /// The screen's keys that work now, for the status bar: the help's own while it shows, else the
    /// current screen's.
    private var statusBindings: [KeyBinding] {
        isShowingHelp ? helpKeyMap.bindings : topScreen.keyBindings
    }

    /// The global keys that work now, at the right of the status bar with "q quit" last, the last
    /// dropped for width: none while a text field takes the keys (`?`, Tab and q type or edit), only
    /// "q quit" while the help shows (its own keys close it).
    private var globalStatusBindings: [KeyBinding] {
        let quit = globalKeyMap.binding(for: .quit).map { [$0] } ?? []
        if isShowingHelp { return quit }
        guard !topScreen.isCapturingText else { return [] }
        return [GlobalKeys.Command.help, .nextSection].compactMap { globalKeyMap.binding(for: $0) } + quit
    }

    private func processHelp(_ key: Key) {
        let page = max(1, (drawnHelp?.box.height ?? 3) - 3)
        switch helpKeyMap.command(for: key) {
        case .close: isShowingHelp = false
        case .scroll(let move):
            helpScrollOffset = move.scrollOffset(
                from: helpScrollOffset, pageRows: page, limit: drawnHelp?.maximumScrollOffset ?? Int.max / 2)
        case nil: break
        }
    }

    /// Scrolls the help overlay, no further than the last frame could show it (before its first
    /// frame the overlay itself stops at its end).
    func scrollHelp(by rows: Int) {
        helpScrollOffset = ListMove.scrollOffset(
            helpScrollOffset, by: rows, limit: drawnHelp?.maximumScrollOffset ?? Int.max / 2)
    }

    /// The mouse actions the help lists: the screen's, then the app's own (none with the mouse off).
    private var helpMouseBindings: [MouseBinding] {
        guard terminal.reportsMouse else { return [] }
        return topScreen.mouseBindings + GlobalKeys.mouseBindings(sectionCount: sections.count)
    }

    private func switchSection(by step: Int) {
        showSection((currentSectionIndex + step + sections.count) % sections.count)
    }

    func showSection(_ index: Int) {
        currentSectionIndex = index
    }

    /// Carries out what the current screen answered to a key, a mouse report or a paste.
    func apply(_ outcome: KeyOutcome) {
        switch outcome {
        case .handled, .ignored: break
        case .copy(let text, let confirmation):
            terminal.copyToClipboard(text)
            statusMessage = confirmation
        case .note(let note):
            statusMessage = note
        }
    }
}
