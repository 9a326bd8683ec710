import Foundation
import Glibc
import Testing

/// Themes on the real binary in tmux (issue 27, decisions 2220–2223): `--theme light` draws the
/// light theme's colours, a user theme with a bad line says so on screen and applies the rest,
/// `theme = "NAME"` in config.toml chooses one, and `tern themes` lists them.
@Suite(.serialized) struct ThemeEndToEndTests {
    /// A 256-colour terminal with colour on: `swift test` itself runs with `NO_COLOR=1`, which
    /// tern would otherwise inherit (empty means unset, https://no-color.org).
    private static let colour = ["TERM": "xterm-256color", "NO_COLOR": ""]

    /// The pane with its colours and attributes, as tmux keeps them.
    private func coloredScreen(_ session: TmuxSession) throws -> String {
        try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
    }

    /// The selected row's line of `coloredScreen`: the second line (the first row of the list).
    private func firstRow(_ session: TmuxSession) throws -> String {
        let lines = try coloredScreen(session).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 1 ? String(lines[1]) : ""
    }

    /// The light theme's selection (#afd7ff behind black text: palette 153 on 0 at 256 colours,
    /// drawn reversed) against the default theme's (#005f87: palette 24).
    @Test func theLightThemeDrawsItsOwnSelection() throws {
        let light = try TmuxSession.onSampleData(["--theme", "light"], environment: Self.colour)
        try light.waitFor(TmuxSession.sampleUsersTitle)
        try light.waitUntil("the light selection") { _ in (try? firstRow(light))?.contains("38;5;153") == true }
        #expect(try light.selection()?.text.contains("Sara Andersen") == true, "still reverse video")
        #expect(try !firstRow(light).contains("38;5;24m"))
        try light.send("q")
        #expect(try light.waitForExit() == 0)

        let standard = try TmuxSession.onSampleData(environment: Self.colour)
        try standard.waitFor(TmuxSession.sampleUsersTitle)
        try standard.waitUntil("the default selection") { _ in (try? firstRow(standard))?.contains("38;5;24m") == true }
        #expect(try !firstRow(standard).contains("38;5;153"))
        try standard.send("q")
        #expect(try standard.waitForExit() == 0)
    }

    /// `COLORTERM=truecolor` with a 256-colour `TERM`: tern opens ncurses on terminfo's
    /// direct-colour sibling (`xterm-direct`, from `ncurses-term`, which `make deps` installs) and
    /// the selection is drawn in its exact 24-bit colours (#005f87 on #ffffff, reversed), as tmux
    /// keeps them; ncurses' own terminfo wrote the sequences (decision 2222).
    @Test func truecolorDrawsTheThemesOwnColours() throws {
        #expect(
            FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct"),
            "make deps installs ncurses-term")
        let session = try TmuxSession.onSampleData(
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.waitUntil("the 24-bit selection") { _ in
            (try? firstRow(session))?.contains("38;2;0;95;135") == true
        }
        #expect(try firstRow(session).contains("48;2;255;255;255"))
        #expect(try session.selection()?.text.contains("Sara Andersen") == true, "still reverse video")
        try session.send("Down")
        try session.waitForSelection("Søren Kierkegaard")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// The oracle for the bytes: plain ncurses (Python's curses module, nothing of tern's) drawing
    /// the default theme's selection colours — the pair (#005f87, #ffffff), reversed — on
    /// `xterm-direct` writes the same colour sequences tern writes for its selected row under
    /// `COLORTERM=truecolor` (decision 2222), recorded alike with tmux's `pipe-pane`.
    @Test func truecolorSequencesAreWhatPlainNcursesWritesForTheSameColours() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let script = "\(directory)/tern-curses-oracle-\(getpid()).py"
        let oracleBytes = "\(directory)/tern-curses-oracle-\(getpid()).out"
        let ternBytes = "\(directory)/tern-truecolor-\(getpid()).out"
        defer { for path in [script, oracleBytes, ternBytes] { unlink(path) } }
        try Data(
            """
            import curses
            def main(screen):
                curses.use_default_colors()
                curses.init_pair(1, 0x005f87, 0xffffff)
                screen.getch()
                screen.addstr(1, 0, " Sara Andersen ", curses.color_pair(1) | curses.A_REVERSE)
                screen.refresh()
                screen.getch()
            curses.wrapper(main)

            """.utf8
        ).write(to: URL(fileURLWithPath: script))
        let oracle = try TmuxSession(
            width: 100, height: 30, command: ["env", "TERM=xterm-direct", "LANG=C.UTF-8", "python3", script])
        try oracle.recordOutput(to: oracleBytes)
        try oracle.send("x")
        try oracle.waitFor("Sara Andersen")
        try oracle.stopRecording()
        let expected = try String(contentsOfFile: oracleBytes, encoding: .utf8)
        let colours = expected.matches(of: /\x1b\[[0-9;:]*[34]8:2[0-9:]*m/).map { String($0.output) }
        #expect(colours.count == 2, "the oracle wrote a foreground and a background: \(expected.debugDescription)")

        let session = try TmuxSession.onSampleData(
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.recordOutput(to: ternBytes)
        try session.send("C-l")
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.waitForSelection("Sara Andersen")
        try session.stopRecording()
        let written = try String(contentsOfFile: ternBytes, encoding: .utf8)
        for colour in colours {
            #expect(written.contains(colour), "tern wrote \(colour.debugDescription) as ncurses does")
        }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// A theme file with a bad line: the warning names the file and line on screen until a key,
    /// and the file's good lines apply — the selection red (#ff0000 is palette 9) over the light
    /// theme it inherits. Chosen by `theme = "mine"` in config.toml.
    @Test func aUserThemeWithABadLineWarnsAndAppliesTheRest() throws {
        let environment = TernEnvironment.isolated(Self.colour)
        let config = try #require(environment["XDG_CONFIG_HOME"]).appending("/tern")
        try FileManager.default.createDirectory(atPath: config + "/themes", withIntermediateDirectories: true)
        try Data("theme = \"mine\"\n".utf8).write(to: URL(fileURLWithPath: config + "/config.toml"))
        try Data("inherits = \"light\"\n[selection]\nbg = \"#ff0000\"\nfg = \"plaid\"\n".utf8).write(
            to: URL(fileURLWithPath: config + "/themes/mine.toml"))
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "sample", "--weather-provider", "sample"], environment: environment
        )
        try session.waitFor("mine.toml:4:")
        try session.waitFor("selection.fg")
        try session.waitFor("line ignored")
        try session.send("x")
        try session.waitForAbsence(of: "line ignored")
        try session.waitUntil("the red selection") { _ in
            guard let row = try? firstRow(session) else { return false }
            return row.contains("38;5;9m") || row.contains("[91m")
        }
        #expect(try session.selection()?.text.contains("Sara Andersen") == true)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// `tern themes` into a pipe: the built-in themes and the person's, one line each, no escape
    /// sequence; a file's problem goes to standard error.
    @Test func themesListsEveryThemeAsPlainTextIntoAPipe() throws {
        let environment = TernEnvironment.isolated(["NO_COLOR": ""])
        let folder = try #require(environment["XDG_CONFIG_HOME"]).appending("/tern/themes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("[error]\nfg = \"#zzzzzz\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/mine.toml"))
        let result = try SpawnedProcess.run([TernBinary.path, "themes"], environment: environment)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ["default", "light", "high-contrast", "mono", "mine"])
        #expect(lines.allSatisfy { $0.contains("selection") && $0.contains("31°") })
        #expect(!result.standardOutput.contains("\u{1b}"))
        #expect(result.standardError.contains("mine.toml:2: error.fg must be a colour"))
    }

    /// In a terminal the previews are coloured: the high-contrast line in its yellow for warnings
    /// (#ffff00 is xterm's bright yellow, SGR 93).
    @Test func themesArePreviewedInColourOnATerminal() throws {
        let session = try TmuxSession(
            arguments: ["themes"], environment: TernEnvironment.isolated(Self.colour))
        try session.waitFor("mono")
        let screen = try coloredScreen(session)
        let highContrast = try #require(screen.split(separator: "\n").first { $0.hasPrefix("high-contrast") })
        #expect(highContrast.contains("\u{1b}["))
        #expect(highContrast.contains("93") || highContrast.contains("38;5;226"))
    }
}
