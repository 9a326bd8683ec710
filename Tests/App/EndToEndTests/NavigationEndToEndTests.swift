import Foundation
import Testing

/// tern in a real terminal (tmux) on sample data: first paint, list keys, the detail beside or
/// instead of the list, the more-info sheet, help, sections and resizing. (Filtering, deep links and
/// DummyAPI are in `UsersEndToEndTests`.)
@Suite(.serialized) struct NavigationEndToEndTests {
    private static let title = TmuxSession.sampleUsersTitle

    @Test func firstPaintShowsTitleListAndStatusBar() throws {
        let session = try TmuxSession.onSampleData()
        // The status bar is the last row the first paint writes: with it on screen the frame is whole.
        let screen = try session.waitUntil("the first frame") { $0.contains(Self.title) && $0.contains("q quit") }
        #expect(screen.contains(TmuxSession.usersSectionTitle))
        #expect(screen.contains("[Users]"))
        #expect(screen.contains("sample data"))
        #expect(screen.contains("太郎 山田"))
        #expect(try session.selection()?.text.contains("Sara Andersen") == true)
    }

    @Test func arrowsAndJMoveTheSelection() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitForSelection("Sara Andersen")
        try session.send("Down", "Down")
        try session.waitForSelection("Zoë Saldaña")
        try session.send("Up")
        try session.waitForSelection("Søren Kierkegaard")
        try session.send("j")
        try session.waitForSelection("Zoë Saldaña")
    }

    @Test func at80ColumnsEnterReplacesTheListAndEscRestoresItExactly() throws {
        let session = try TmuxSession.onSampleData(width: 80, height: 24)
        try session.waitForSelection("Sara Andersen")
        try session.send("Down")
        try session.waitForSelection("Søren Kierkegaard")
        let list = try session.screen()
        try session.send("Enter")
        let detail = try session.waitFor("m more info")
        #expect(detail.contains("Søren Kierkegaard"))
        #expect(!detail.contains("Sara Andersen"), "the detail takes the list's place")
        try session.send("Escape")
        try session.waitForAbsence(of: "m more info")
        #expect(try session.waitUntil("the list as it was") { $0 == list } == list)
    }

    @Test func at100ColumnsTheDetailSitsBesideTheListAndTheSheetClosesBackExactly() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitForSelection("Sara Andersen")
        try session.send("Down", "Down", "Enter")
        // The pane opens with the full record in one frame; the status bar is its last row, so once
        // it offers "back" the whole frame has reached tmux.
        let split = try session.waitUntil("the full record in the pane") {
            $0.contains("m more info") && $0.contains("Title  N/A") && $0.contains("Esc/← back")
        }
        #expect(split.contains("Sara Andersen"), "the list stays visible")
        #expect(split.contains("Email  zoe.saldana@example.net"))
        try session.send("m")
        // As above: once the status bar (the last row) offers the sheet's keys, the whole frame is in.
        let sheet = try session.waitUntil("the sheet and its keys in the status bar") {
            $0.contains("More info") && ($0.split(separator: "\n").last?.contains("Esc/m/i close") ?? false)
        }
        #expect(sheet.contains("sample-0003"))
        try session.send("Escape")
        try session.waitForAbsence(of: "More info")
        #expect(try session.waitUntil("the detail as it was") { $0 == split } == split)
    }

    /// With XON/XOFF on, Ctrl-S would stop tern's output until Ctrl-Q and the ↓ would not show.
    @Test func controlSDoesNotFreezeTheScreen() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitForSelection("Sara Andersen")
        try session.send("C-s", "Down")
        try session.waitForSelection("Søren Kierkegaard")
    }

    @Test func questionMarkTogglesTheHelpOverlay() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(Self.title)
        try session.send("?")
        try session.waitFor("Everywhere")
        try session.send("Escape")
        try session.waitForAbsence(of: "Everywhere")
    }

    @Test func tabSwitchesSections() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(Self.title)
        try session.send("Tab")
        let screen = try session.waitFor("[Weather]")
        #expect(screen.contains(TmuxSession.weatherSectionTitle))
        try session.send("Tab")
        try session.waitFor("[Movies]")
        try session.send("Tab")
        let back = try session.waitFor("[Users]")
        #expect(back.contains(Self.title))
    }

    @Test func resizingBelowTheMinimumShowsAMessageAndGrowingBackRestores() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitForSelection("Sara Andersen")
        try session.send("Down", "Down")
        try session.waitForSelection("Zoë Saldaña")
        let before = try session.screen()
        try session.resize(width: 20, height: 6)
        try session.waitFor("too small")
        try session.resize(width: 100, height: 30)
        let after = try session.waitUntil("the list as it was") { $0 == before }
        #expect(!after.contains("too small"))
        try session.waitForSelection("Zoë Saldaña")
    }

    @Test func shrinkingKeepsTheSelectionVisible() throws {
        let session = try TmuxSession.onSampleData()
        let top = try session.waitForSelection("Sara Andersen")
        try session.send("G")
        let bottom = try session.waitForSelection(toLeave: top)
        let name = try #require(bottom.text.split(separator: "  ").first).trimmingCharacters(in: .whitespaces)
        try session.resize(width: 60, height: 12)
        // The title bar on the top line and the selection on screen: tern's redrawn 60×12 frame, not
        // tmux's cut of the old one (which has either the title or the selection, not both).
        let selection = try session.waitForSelection(name) { $0.hasPrefix(TmuxSession.usersSectionTitle) }
        #expect(selection.line < 11, "above the status bar")
    }
}
