import Foundation
import Testing

/// Bracketed paste in a real terminal: tmux brackets its paste because tern asked for mode 2004,
/// and tern takes it as one edit — 5,000 characters in one filter pass and one frame, an Esc sent
/// right after acts at once, line breaks become spaces, and keys typed after a paste keep their order.
@Suite struct PasteEndToEndTests {
    @Test func fiveThousandCharactersSettleAndAnEscRightAfterActs() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("/")
        try session.waitFor("type to filter by name")
        let started = Date()
        try session.paste(String(repeating: "z", count: 5_000))
        try session.waitFor("0 of 107 match")
        let settled = Date().timeIntervalSince(started)
        try session.send("Escape")
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let cleared = Date().timeIntervalSince(started)
        print(
            "paste of 5,000 characters: frame settled \(Int(settled * 1_000)) ms after tmux was asked to paste, "
                + "Esc acted \(Int((cleared - settled) * 1_000)) ms after that (tmux polling included)")
        #expect(try session.selection()?.text.contains("Sara Andersen") == true)
    }

    @Test func lineBreaksBecomeSpacesAndNothingIsSubmitted() throws {
        let session = try TmuxSession.onSampleData(["weather"])
        try session.waitFor("London")
        try session.send("/")
        try session.paste("Tok\nyo\nkyo")  // tmux sends each line break as a CR
        try session.waitFor("Search: Tok yo kyo")
        #expect(try session.screen().contains("Search: Tok yo kyo"), "no line break submitted part of it")
    }

    @Test func keysTypedRightAfterAPasteFollowItInOrder() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("/")
        try session.paste("dubo")
        try session.send("i", "s", "x", "BSpace")
        try session.waitFor("/ dubois")
        try session.waitForSelection("Hélène Dubois") { $0.contains("1 of 107 match") }
    }
}
