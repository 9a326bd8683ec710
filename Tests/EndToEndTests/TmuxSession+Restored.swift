import Testing

/// Checks that the pane is back to what a shell expects once tern has gone: off the alternate
/// screen, the cursor visible, and the pty's termios sane again (`stty -a` on the pane's tty, read
/// from outside while the pane's `cat` holds it).
extension TmuxSession {
    /// The termios flags a usable shell has; tern changes most of them while it runs.
    static let saneTerminalFlags = ["icanon", "echo", "isig", "icrnl", "ixon", "opost", "onlcr"]

    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try display("#{cursor_flag}") == "1", "cursor hidden", sourceLocation: sourceLocation)
        let settings = try SpawnedProcess.run(["stty", "-a", "-F", try display("#{pane_tty}")])
        let flags = Set(settings.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
        for flag in Self.saneTerminalFlags {
            #expect(
                flags.contains(Substring(flag)), "stty shows -\(flag):\n\(settings.standardOutput)",
                sourceLocation: sourceLocation)
        }
    }
}
