import CNCursesW
import Glibc
import TerminalCore

/// The real terminal: ncursesw on stdin/stdout. The only type in tern that calls ncurses, and the
/// only one that writes to the terminal.
///
/// It owns the ncurses screen from `init` to `close()`. Frames are drawn by comparing each
/// cell with the previously presented frame and writing only the cells that changed through the
/// wide-character API, then `wnoutrefresh` and one `doupdate`; the screen is cleared only after
/// `invalidate()` (Ctrl-L): a frame of a new size (a resize) rewrites every cell instead, so it is
/// one frame without a blank one before it (decision 2080). Between frames it writes its own sequences straight to the
/// terminal: the modes it turns on (bracketed paste, mouse reporting; decision 1700), the
/// synchronized-output query and the clipboard (OSC 52). Threading: main thread only.
public final class CursesTerminal: Terminal {
    /// What the terminal can show, from terminfo; `.none` when colour was turned off.
    public private(set) var colorSupport: ColorSupport
    /// Standard input, which the main loop polls.
    public var inputDescriptor: Int32? { STDIN_FILENO }
    /// Whether mouse reporting was turned on.
    public let reportsMouse: Bool
    /// What to write to the terminal to leave curses mode when ncurses cannot run any more (a
    /// crash): turn off the modes tern turned on, leave the alternate screen, show the cursor,
    /// reset attributes.
    public let emergencyResetSequence: String
    /// What to write before the process stops (Ctrl-Z): turn off the modes tern turned on, so the
    /// shell gets no mouse reports or paste brackets; ncurses leaves curses mode itself.
    public let suspendSequence: String
    /// What to write once the process runs again (`fg`): the modes back on.
    public let resumeSequence: String

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// What input is read through: a 1×1 pad, never drawn. `wget_wch` refreshes the window it
    /// reads through when that window was touched — after a resize, the screen's window, which
    /// would draw a frame of its own outside the synchronized update — but never a pad.
    private let input: UnsafeMutablePointer<WINDOW>
    private var colors: CursesColorPairs
    private var previous: Buffer?
    private var pendingInput: CursesKeyDecoder.RawInput?
    private var decoder = CursesInputDecoder()
    /// A paste's body read straight from standard input (`BulkInput`); handed out before ncurses.
    private var bulk = BulkInput()
    /// Reads ncurses gave since it last gave an Esc, CSI or key code — after which it may hold bytes
    /// it read ahead to match a key. Past `readAheadLimit`, or once it found nothing to read, it
    /// holds none, and a paste's body may be read around it.
    private var readsSinceReadAhead = 0
    private static let readAheadLimit = 32
    /// True once the terminal answered that it knows mode 2026 (synchronized output); from then on
    /// every frame is wrapped in `ESC[?2026h` … `ESC[?2026l`.
    public private(set) var synchronizesOutput = false
    private var isClosed = false
    /// Whether the terminal's cursor is shown: only while a frame puts it in a text field.
    private var isCursorShown = false

    /// Starts ncurses and turns on bracketed paste and, unless `reportsMouse` is false, mouse
    /// reporting. Call only when stdin and stdout are terminals, and hand `emergencyResetSequence`,
    /// `suspendSequence` and `resumeSequence` to the terminal session at once.
    ///
    /// - Parameters:
    ///   - useColor: false under `NO_COLOR`: no colour escapes at all.
    ///   - reportsMouse: false under `--no-mouse` or `mouse = false`, so the terminal's own text
    ///     selection works.
    public init(useColor: Bool, reportsMouse: Bool = true) throws(CursesTerminalError) {
        Self.configureLocale()
        let termName = getenv("TERM").map { String(cString: $0) } ?? ""
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .streamsUnavailable
        }
        // Under COLORTERM=truecolor a 256-colour description gives way to its direct-colour sibling
        // (`xterm-256color` → `xterm-direct`) where terminfo has one (decision 2222).
        let directType = useColor ? Self.directColorType(term: termName, colorTerm: getenv("COLORTERM")) : nil
        guard let screen = directType.flatMap({ newterm($0, output, input) }) ?? newterm(nil, output, input) else {
            throw .unknownTerminal(termName.isEmpty ? "(unset)" : termName)
        }
        self.screen = screen
        guard let window = tern_stdscr() else {
            delscreen(screen)
            throw .unknownTerminal(termName)
        }
        guard "cup".withCString({ tern_tigetstr($0) }) != nil else {
            endwin()
            delscreen(screen)
            throw .noCursorAddressing(termName)
        }
        guard let input = newpad(1, 1) else {
            endwin()
            delscreen(screen)
            throw .unknownTerminal(termName)
        }
        self.window = window
        self.input = input
        set_escdelay(25)
        // Raw mode: Ctrl-C, Ctrl-Z, Ctrl-\ and Ctrl-S arrive as bytes, not signals or flow control,
        // so one pasted is text (dropped); `readInput()` turns a typed Ctrl-Z into the stop the tty
        // would have sent, and the runtime quits on a typed Ctrl-C (exit 130).
        raw()
        noecho()
        nonl()
        intrflush(input, false)
        keypad(input, true)
        // Mouse reports are decoded by CursesInputDecoder: ncurses must not turn their start
        // (terminfo `kmous`, `ESC[<` or `ESC[M`) into KEY_MOUSE and leave the rest as typed text.
        keyok(KEY_MOUSE, false)
        nodelay(input, true)
        leaveok(window, true)
        curs_set(0)
        var support = ColorSupport.none
        if useColor, has_colors() {
            start_color()
            use_default_colors()
            let count = tern_colors()
            support =
                count >= ColorSupport.direct.rawValue
                ? .direct : count >= 256 ? .palette256 : count >= 16 ? .sixteen : count >= 8 ? .eight : .none
        }
        colorSupport = support
        colors = CursesColorPairs(support: support, maximumPairs: Int(tern_color_pairs()))
        self.reportsMouse = reportsMouse
        let modes = Self.inputModes(mouse: reportsMouse)
        suspendSequence = modes.off
        resumeSequence = modes.on
        emergencyResetSequence = modes.off + Self.resetSequence()
        write(modes.on + Self.querySynchronizedOutput)
    }

    /// The direct-colour terminal description to use instead of `term`'s when `colorTerm` (the
    /// `COLORTERM` variable) says the terminal shows 24-bit colour and `term` is not one already:
    /// `term` without its `-256color`/`-88color`/`-color` ending, then `-direct` — when terminfo has it.
    static func directColorType(term: String, colorTerm: UnsafeMutablePointer<CChar>?) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(String(cString: colorTerm)) else { return nil }
        guard !term.hasSuffix("-direct"), !term.isEmpty else { return nil }
        var family = Substring(term)
        for ending in ["-256color", "-88color", "-color"] where family.hasSuffix(ending) {
            family = family.dropLast(ending.count)
        }
        let candidate = family + "-direct"
        return tern_terminfo_exists(String(candidate)) != 0 ? String(candidate) : nil
    }

    /// The modes tern turns on and the sequence that turns them off again: bracketed paste (2004)
    /// always; with `mouse`, button presses and the wheel (1000) reported with SGR coordinates (1006),
    /// which have no column limit.
    static func inputModes(mouse: Bool) -> (on: String, off: String) {
        let paste = ("\u{1b}[?2004h", "\u{1b}[?2004l")
        guard mouse else { return paste }
        return (paste.0 + "\u{1b}[?1000h\u{1b}[?1006h", "\u{1b}[?1006l\u{1b}[?1000l" + paste.1)
    }

    private static let synchronizedOutputMode = 2026
    /// DECRQM for mode 2026; the answer comes back through `readInput()` whenever it comes.
    private static let querySynchronizedOutput = "\u{1b}[?2026$p"
    private static let beginSynchronizedUpdate = "\u{1b}[?2026h"
    private static let endSynchronizedUpdate = "\u{1b}[?2026l"

    /// Mode 2026 set or reset means the terminal honours it; permanently set or reset, or unknown,
    /// means wrapping frames would change nothing.
    private func noteModeReport(mode: Int, setting: Int) {
        guard mode == Self.synchronizedOutputMode else { return }
        synchronizesOutput = setting == 1 || setting == 2
    }

    /// Writes straight to the terminal, between ncurses' flushed updates.
    func write(_ sequence: String) {
        // A terminal that went away is noticed by the main loop (end of input), not here.
        FileDescriptorOutput.write(sequence, to: STDOUT_FILENO)
    }

    deinit { close() }

    /// The screen's size now, as ncurses knows it (updated on resize).
    public var size: Size {
        Size(width: Int(tern_getmaxx(window)), height: Int(tern_getmaxy(window)))
    }

    /// The next input event, reading on while reads decode to nothing for the screens (terminal replies, unknown
    /// sequences); `nil` when none is waiting. With nothing to read, a paste or reply left unfinished
    /// for `CursesInputDecoder.silence` ends now (a paste with the text that came), and a terminal
    /// that has another size than the screen is a `.resize`. A typed Ctrl-Z stops the process as the
    /// tty would have (raw mode makes it a byte).
    public func readInput() -> InputEvent? {
        while true {
            let now = ContinuousClock.now
            let inPaste = decoder.isInPaste
            guard let raw = pendingInput.take() ?? readRaw(inPaste: inPaste) else {
                if case .input(let input) = decoder.expire(at: now) { return input }
                return followTerminalSize() ? .key(.resize) : nil
            }
            let decoded = decoder.decode(raw, at: now) { self.readRaw(inPaste: inPaste) }
            pendingInput = decoded.leftover
            switch decoded.event {
            case .input(.key(.control("z"))): raise(SIGTSTP)
            case .input(let input): return input
            case .modeReport(let mode, let setting): noteModeReport(mode: mode, setting: setting)
            case nil: continue
            }
        }
    }

    /// How long until `readInput()` must be called even if nothing arrives: the decoder's deadline
    /// for what a read left unfinished; `nil` when nothing is.
    public var inputWaitLimit: Duration? {
        decoder.deadline.map { max(.zero, ContinuousClock.now.duration(to: $0)) }
    }

    /// Draws the cells that changed since the last frame and updates the screen once (inside a synchronized update when
    /// the terminal supports one), the terminal's cursor shown at the frame's `cursor` and hidden without one. A frame
    /// of another size than the last one (a resize) writes every cell, over
    /// whatever the terminal kept, without clearing the screen first.
    public func present(_ frame: Buffer) {
        let base: Buffer?
        if let previous, previous.size == frame.size {
            base = previous
        } else {
            base = nil
            werase(window)
            if previous != nil { forgetScreenContents(height: frame.size.height) }
        }
        draw(frame, over: base)
        previous = frame
        if let cursor = frame.cursor {
            // Drawing moved the window's cursor: back to the frame's, where the update leaves the terminal's.
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            leaveok(window, true)
        }
        wnoutrefresh(window)
        if synchronizesOutput { write(Self.beginSynchronizedUpdate) }
        showCursor(frame.cursor != nil)
        doupdate()
        if synchronizesOutput { write(Self.endSynchronizedUpdate) }
    }

    /// Shows or hides the terminal's cursor (`curs_set`, which writes at once) when that changes:
    /// inside the frame's synchronized update, so the cursor appears with the frame that places it.
    private func showCursor(_ shown: Bool) {
        guard shown != isCursorShown else { return }
        isCursorShown = shown
        curs_set(shown ? 1 : 0)
    }

    /// Whether the terminal now has another size than the screen's window; if so, ncurses' screen
    /// takes that size (`resize_term`, which neither asks for a clear nor queues `KEY_RESIZE` as
    /// `resizeterm` does). tern's SIGWINCH handler only wakes the main loop, so ncurses never learns
    /// of a resize by itself and never resizes in the middle of a frame (decision 2080).
    private func followTerminalSize() -> Bool {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard tern_terminal_size(STDOUT_FILENO, &rows, &columns) == 0 else { return false }
        guard rows != tern_getmaxy(window) || columns != tern_getmaxx(window) else { return false }
        return resize_term(rows, columns) == OK
    }

    /// After a resize nobody knows what the terminal kept: xterm and tmux drop rows from the top when
    /// the cursor was low, terminals that rewrap move them. So ncurses forgets its copy of every row
    /// (`wredrawln` empties them in `curscr`) and `doupdate` writes every cell — each row whole,
    /// blank runs and ends erased — without clearing first: the old frame stays up until the new
    /// one replaces it.
    private func forgetScreenContents(height: Int) {
        wredrawln(window, 0, Int32(height))
    }

    /// `tcdrain` on standard output — returns once the terminal device has taken every byte
    /// written — then yields the processor once, so a terminal the bytes woke reads them before
    /// tern's next work runs.
    public func waitUntilPresented() {
        tcdrain(STDOUT_FILENO)
        sched_yield()
    }

    /// Makes the next `present` clear the screen and redraw every cell (Ctrl-L: the person asks for it).
    public func invalidate() {
        previous = nil
        clearok(window, true)
    }

    /// Leaves curses mode and gives the terminal back as it was. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        write(suspendSequence)
        curs_set(1)
        endwin()
        delwin(input)
        delscreen(screen)
    }

    /// The next read: what `bulk` holds first; inside a paste, once ncurses holds nothing read
    /// ahead, the paste's body in bulk; else one `wget_wch`.
    private func readRaw(inPaste: Bool) -> CursesKeyDecoder.RawInput? {
        if let read = bulk.next() { return read }
        if inPaste, readsSinceReadAhead >= Self.readAheadLimit, bulk.fill(from: STDIN_FILENO) {
            return bulk.next() ?? readRaw(inPaste: inPaste)
        }
        var character: wint_t = 0
        switch wget_wch(input, &character) {
        case OK:
            let code = UInt32(character)
            readsSinceReadAhead = code == 27 || code == 0x9B ? 0 : readsSinceReadAhead + 1
            return .character(code)
        case KEY_CODE_YES:
            readsSinceReadAhead = 0
            return .keyCode(Int32(bitPattern: character))
        default:
            readsSinceReadAhead = Self.readAheadLimit
            return nil
        }
    }

    /// Writes the cells of `frame` that differ from `base` (every non-blank cell without a base).
    ///
    /// A cell's whole text goes to `setcchar` (the buffer keeps it within `CCHARW_MAX`). A wide cell
    /// is written through its first column, which makes ncurses write both; when only its second
    /// column changed (a style ending mid-cell), the first is written again.
    private func draw(_ frame: Buffer, over base: Buffer?) {
        let width = frame.size.width
        var cell = cchar_t()
        var text: [wchar_t] = []
        for y in 0..<frame.size.height {
            for x in 0..<width {
                let next = frame[x, y]
                if next.isContinuation { continue }
                if let base {
                    let trailingChanged = next.width == 2 && x + 1 < width && base[x + 1, y] != frame[x + 1, y]
                    if base[x, y] == next, !trailingChanged { continue }
                } else if next == .blank() {
                    continue
                }
                text.removeAll(keepingCapacity: true)
                text.append(contentsOf: next.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) })
                if text.isEmpty { text.append(wchar_t(32)) }
                text.append(0)
                _ = tern_setcchar(&cell, text, attributes(for: next.style), Int32(colors.pair(for: next.style)))
                _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
            }
        }
    }

    private func attributes(for style: Style) -> attr_t {
        var result = tern_a_normal()
        if style.attributes.contains(.bold) { result |= tern_a_bold() }
        if style.attributes.contains(.dim) { result |= tern_a_dim() }
        if style.attributes.contains(.reverse) { result |= tern_a_reverse() }
        if style.attributes.contains(.underline) { result |= tern_a_underline() }
        if style.attributes.contains(.italic) { result |= tern_a_italic() }
        return result
    }

    /// `setlocale(LC_ALL, "")`, falling back to C.UTF-8 for characters when the locale is not UTF-8,
    /// so wide characters reach the terminal whatever LANG says.
    private static func configureLocale() {
        setlocale(LC_ALL, "")
        if strcmp(nl_langinfo(nl_item(CODESET)), "UTF-8") != 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// rmcup, cnorm and sgr0 from terminfo, with xterm's sequences for any that are missing.
    private static func resetSequence() -> String {
        func capability(_ name: String, fallback: String) -> String {
            name.withCString { tern_tigetstr($0) }.map { String(cString: $0) } ?? fallback
        }
        return capability("rmcup", fallback: "\u{1b}[?1049l") + capability("cnorm", fallback: "\u{1b}[?25h")
            + capability("sgr0", fallback: "\u{1b}[0m")
    }
}
