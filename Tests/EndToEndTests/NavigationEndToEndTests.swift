import Testing

/// tern in a real terminal (tmux): first paint, list keys, the sheet, help, sections and resizing.
@Suite(.serialized) struct NavigationEndToEndTests {
    @Test func firstPaintShowsTitleListAndStatusBar() throws {
        let session = try TmuxSession()
        let screen = try session.waitFor("Row 1: plain ASCII")
        #expect(screen.contains("tern · Users"))
        #expect(screen.contains("1/200"))
        #expect(screen.contains("q quit"))
        #expect(screen.contains("日本語の行"))
    }

    @Test func arrowsMoveTheSelection() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("Down", "Down")
        try session.waitFor("3/200")
        try session.send("Up")
        try session.waitFor("2/200")
        try session.send("j")
        try session.waitFor("3/200")
    }

    @Test func enterOpensTheSheetAndEscRestoresTheListExactly() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("Down")
        let before = try session.waitFor("2/200")
        try session.send("Enter")
        let sheet = try session.waitFor("Esc close")
        #expect(sheet.contains("Position  2"))
        try session.send("Escape")
        try session.waitForAbsence(of: "Esc close")
        let after = try session.waitFor("2/200")
        #expect(after == before)
    }

    @Test func leftArrowAlsoClosesTheSheet() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("Enter")
        try session.waitFor("Esc close")
        try session.send("Left")
        try session.waitForAbsence(of: "Esc close")
    }

    @Test func questionMarkTogglesTheHelpOverlay() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("?")
        try session.waitFor("Everywhere")
        try session.send("Escape")
        try session.waitForAbsence(of: "Everywhere")
    }

    @Test func tabSwitchesSections() throws {
        let session = try TmuxSession()
        try session.waitFor("[1/2]")
        try session.send("Tab")
        let screen = try session.waitFor("[2/2]")
        #expect(screen.contains("1/30"))
        try session.send("Tab")
        try session.waitFor("[1/2]")
    }

    @Test func resizingBelowTheMinimumShowsAMessageAndGrowingBackRestores() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("Down", "Down")
        try session.waitFor("3/200")
        try session.resize(width: 20, height: 6)
        try session.waitFor("too small")
        try session.resize(width: 100, height: 30)
        let screen = try session.waitFor("3/200")
        #expect(screen.contains("Row 1: plain ASCII"))
        #expect(!screen.contains("too small"))
    }

    @Test func shrinkingKeepsTheSelectionVisible() throws {
        let session = try TmuxSession()
        try session.waitFor("1/200")
        try session.send("G")
        try session.waitFor("200/200")
        try session.resize(width: 60, height: 12)
        let screen = try session.waitUntil("row 200 at 60×12") { $0.contains("Row 200:") && $0.contains("200/200") }
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 12)
    }
}
