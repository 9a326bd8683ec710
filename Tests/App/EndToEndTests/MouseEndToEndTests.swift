import Foundation
import Testing

/// The mouse in a real terminal: SGR reports written to tern's pane scroll, select, open and
/// close; the section names in the title bar switch; `--no-mouse` and `mouse = false` never turn
/// reporting on (tmux's pane flags say what tern asked for).
@Suite struct MouseEndToEndTests {
    @Test func reportingIsOnWhileTernRuns() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        #expect(try session.display("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11")
    }

    /// Whatever terminfo says the mouse's prefix is (`kmous`: `ESC[<` for xterm, `ESC[M` for
    /// screen and tmux), ncurses never turns it into a key: tern reads the whole report.
    @Test(arguments: ["screen", "xterm-256color", "tmux-256color"])
    func theWheelScrollsTheListThreeRowsANotch(term: String) throws {
        let session = try TmuxSession.onSampleData(environment: ["TERM": term])
        try session.waitFor("1/107")
        try session.wheel(down: true, notches: 2)
        try session.waitFor("7/107")
        try session.wheel(down: false)
        try session.waitFor("4/107")
        #expect(try session.selection()?.text.contains("José Núñez") == true)
    }

    @Test func aClickSelectsARowAndADoubleClickOpensIt() throws {
        let session = try TmuxSession.onSampleData(width: 80, height: 24)
        try session.waitFor("1/107")
        let row = try #require(try session.row(of: "Hélène Dubois"))
        try session.click(x: 5, y: row)
        try session.waitForSelection("Hélène Dubois") { $0.contains("7/107") }
        let other = try #require(try session.row(of: "Ångström Öberg"))
        try session.click(x: 5, y: other)
        try session.click(x: 5, y: other)
        try session.waitFor("Ångström Öberg", timeout: 10)
        let detail = try session.waitFor("m more info")
        #expect(detail.contains("Esc/← back"), "the full-screen detail of the double-clicked user:\n\(detail)")
    }

    @Test func aClickOnASectionNameSwitchesSection() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let title = try session.screen().split(separator: "\n")[0]
        let column = try #require(title.range(of: "Weather")).lowerBound.utf16Offset(in: title)
        try session.click(x: column + 1, y: 0)
        try session.waitFor(TmuxSession.weatherSectionTitle)
        try session.click(x: 8, y: 0)
        try session.waitFor(TmuxSession.usersSectionTitle)
    }

    @Test func aClickOutsideTheSheetOrTheHelpClosesItAndTheWheelScrollsTheHelp() throws {
        let session = try TmuxSession.onSampleData(width: 100, height: 16)
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("m")
        try session.waitFor("More info")
        try session.click(x: 1, y: 8)
        try session.waitForAbsence(of: "More info")
        try session.send("?")
        try session.waitFor("Filter the list by name")
        try session.wheel(down: true, notches: 2, x: 50, y: 8)
        try session.waitForAbsence(of: "Filter the list by name")
        try session.click(x: 0, y: 8)
        try session.waitForAbsence(of: "Keys: Users")
    }

    @Test func theWheelMovesThroughTheDaysBesideTheHourlyChart() throws {
        let session = try TmuxSession.onSampleData(["weather", "London", "--detail"])
        try session.waitFor("Today · ")
        let today = try session.waitForSelection(toLeave: nil)
        try session.wheel(down: true, x: 70, y: 20)
        let later = try session.waitForSelection(toLeave: today)
        #expect(later.line == today.line + 3)
        try session.waitForAbsence(of: "Today · ")
    }

    @Test func noMouseLeavesReportingOffAndSaysSoInHelp() throws {
        let session = try TmuxSession.onSampleData(["--no-mouse"])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        #expect(try session.display("#{mouse_any_flag}#{mouse_sgr_flag}") == "00")
        try session.send("?")
        let help = try session.waitFor("Everywhere")
        #expect(!help.contains("Mouse"))
    }

    @Test func theConfigFileCanTurnTheMouseOff() throws {
        let environment = TernEnvironment.isolated()
        let config = try #require(environment["XDG_CONFIG_HOME"]) + "/tern"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "mouse = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            arguments: ["--users-provider", "sample", "--weather-provider", "sample"], environment: environment)
        try session.waitFor(TmuxSession.sampleUsersTitle)
        #expect(try session.display("#{mouse_any_flag}") == "0")
        #expect(try session.display("#{pane_dead}") == "0")
    }
}
