import Foundation
import Testing

/// Copying with OSC 52 in a real terminal: with tmux's `set-clipboard on`, what tern copies lands
/// in tmux's paste buffer, and the status bar confirms it until the next key.
@Suite struct ClipboardEndToEndTests {
    private func sessionWithClipboard(_ arguments: [String] = []) throws -> TmuxSession {
        let session = try TmuxSession.onSampleData(arguments)
        try session.tmux(["set-option", "-s", "set-clipboard", "on"])
        return session
    }

    @Test func yCopiesTheEmailAndYThePhoneNumber() throws {
        let session = try sessionWithClipboard()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("y")
        try session.waitFor("Copied the email to the clipboard: sara.andersen@example.com")
        #expect(try session.tmux(["show-buffer"]) == "sara.andersen@example.com")
        try session.send("m")
        try session.waitFor("+45 21 55 84 62")
        try session.send("Y")
        try session.waitFor("Copied the phone number to the clipboard: +45 21 55 84 62")
        #expect(try session.tmux(["show-buffer"]) == "+45 21 55 84 62")
        try session.send("Escape")
        try session.waitForAbsence(of: "Copied the")
    }

    @Test func yInWeatherCopiesALineAboutTheSelectedDay() throws {
        let session = try sessionWithClipboard(["weather", "London"])
        try session.waitFor("London, England")
        try session.send("Down", "y")
        try session.waitFor("Copied the day's summary to the clipboard")
        let copied = try session.tmux(["show-buffer"])
        #expect(copied.hasPrefix("London, England, United Kingdom · "))
        #expect(copied.contains("°C to "))
        #expect(!copied.contains("\n"))
    }
}
