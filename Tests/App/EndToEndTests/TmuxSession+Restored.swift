import Testing

/// Checks that the pane is back to what a shell expects once tern has gone: off the alternate
/// screen, the cursor visible, no mouse reporting, no bracketed paste (a paste reaches the pane's
/// `cat` unbracketed), and the pty's termios sane again (`stty -a` on the pane's tty, read from
/// outside while the pane's `cat` holds it).
extension TmuxSession {
    /// The termios flags a usable shell has; tern changes most of them while it runs.
    static let saneTerminalFlags = ["icanon", "echo", "isig", "icrnl", "ixon", "opost", "onlcr"]

    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try display("#{cursor_flag}") == "1", "cursor hidden", sourceLocation: sourceLocation)
        #expect(
            try display("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "mouse reporting left on",
            sourceLocation: sourceLocation)
        try expectPasteUnbracketed(sourceLocation: sourceLocation)
        let settings = try SpawnedProcess.run(["stty", "-a", "-F", try display("#{pane_tty}")])
        let flags = Set(settings.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
        for flag in Self.saneTerminalFlags {
            #expect(
                flags.contains(Substring(flag)), "stty shows -\(flag):\n\(settings.standardOutput)",
                sourceLocation: sourceLocation)
        }
    }

    /// Presses a key that only hides the notice banner showing `banner`, then quits with `q`: the
    /// exit is clean and the terminal restored.
    func hideNoticeThenQuit(banner: String) throws {
        try send("x")
        try waitForAbsence(of: banner)
        try send("q")
        #expect(try waitForExit() == 0)
        try expectTerminalRestored()
    }

    /// tmux brackets a paste (`paste-buffer -p`) only while the pane's program asked for mode 2004.
    private func expectPasteUnbracketed(sourceLocation: SourceLocation) throws {
        try tmux(["set-buffer", "-b", "tern-probe", "pasted-probe"])
        try tmux(["paste-buffer", "-p", "-d", "-b", "tern-probe", "-t", "0"])
        let screen = try waitFor("pasted-probe")
        #expect(!screen.contains("[200~"), "bracketed paste left on:\n\(screen)", sourceLocation: sourceLocation)
    }
}
