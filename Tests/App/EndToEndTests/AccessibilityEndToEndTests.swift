import Foundation
import Testing

/// What screen magnifiers, screen readers and people who turn motion off get, in a real terminal
/// (tmux): the terminal's cursor at the insertion point of a text field and hidden elsewhere, and
/// `--no-animation` drawing no spinner frame while a slow server answers.
@Suite(.serialized) struct AccessibilityEndToEndTests {
    /// The `/` filter field is the list's first row, after its "/ " prompt: the cursor follows the
    /// typing there, and is hidden again once Enter keeps the filter.
    @Test func theCursorIsShownAtTheInsertionPointOfTheFilterField() throws {
        let session = try TmuxSession.onSampleData(["users"], width: 80, height: 24)
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.waitForCursor("hidden on the list") { !$0.visible }
        try session.send("/")
        try session.waitFor("type to filter")
        try session.waitForCursor("at the empty field's start") { $0 == .init(visible: true, x: 2, y: 1) }
        try session.send("-l", "sar")
        try session.waitFor("match")
        try session.waitForCursor("after \"sar\"") { $0 == .init(visible: true, x: 5, y: 1) }
        try session.send("Left", "Left")
        try session.waitForCursor("moved back two") { $0 == .init(visible: true, x: 3, y: 1) }
        try session.send("Enter")
        try session.waitForAbsence(of: "keep filter")
        try session.waitForCursor("hidden once the filter is kept") { !$0.visible }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Weather's search field is the row under the title bar, after " Search: ": `/` selects the
    /// last search with the cursor after it; after a search made on a pause the field keeps the
    /// keys, and `/` there starts a new search instead of typing a "/".
    @Test func theCursorIsShownInTheWeatherSearchField() throws {
        let session = try TmuxSession.onSampleData(["weather"], width: 80, height: 24)
        try session.waitFor("Search: London")
        try session.waitForCursor("hidden on the list") { !$0.visible }
        try session.send("/")
        try session.waitForCursor("after the selected \"London\"") { $0 == .init(visible: true, x: 15, y: 1) }
        try session.send("-l", "Oslo")
        try session.waitFor("Search: Oslo")
        try session.waitForCursor("after \"Oslo\"") { $0 == .init(visible: true, x: 13, y: 1) }
        try session.waitFor("not in the sample data")
        try session.send("/")
        try session.send("-l", "Par")
        try session.waitUntil("the field to hold \"Par\" alone") { $0.split(separator: "\n").contains(" Search: Par") }
        try session.waitForCursor("after \"Par\"") { $0 == .init(visible: true, x: 12, y: 1) }
        try session.send("Escape")
        try session.waitForCursor("hidden once the field is left") { !$0.visible }
    }

    /// A slow server (each request 0.6 s; the first page of 50 takes several of the sample's smaller
    /// pages): with `--no-animation` every capture while it loads shows the static "Loading users…"
    /// and never a spinner glyph; without it, the same wait shows the spinner turning (so the check
    /// can fail).
    @Test(arguments: [true, false])
    func noAnimationShowsNoSpinnerFramesWhileASlowServerAnswers(stillness: Bool) throws {
        let server = try FixtureServerProcess(
            routes:
                #"{"routes": [{"path": "/data/v1/user", "file": "dummyapi-user-list.json", "delayMilliseconds": 600}]}"#
        )
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString]
                + (stillness ? ["--no-animation"] : []),
            width: 80, height: 24, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
        var captures: [String] = []
        try session.waitUntil("the first page", timeout: 30) { screen in
            captures.append(screen)
            return screen.contains("Sara Andersen")
        }
        let loading = captures.filter { $0.contains("Loading users…") }
        #expect(loading.count > 3, "the wait was seen while it lasted")
        let glyphs = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        let spinning = loading.filter { $0.contains { glyphs.contains($0) } }
        if stillness {
            #expect(spinning.isEmpty, "a spinner frame under --no-animation:\n\(spinning.first ?? "")")
        } else {
            #expect(Set(spinning.map { $0.filter { glyphs.contains($0) } }).count > 1, "the spinner turns")
        }
        server.stop()
    }
}
