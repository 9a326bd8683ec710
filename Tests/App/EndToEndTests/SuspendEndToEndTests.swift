import Foundation
import Testing

/// Ctrl-Z under a shell with job control: tern turns mouse reporting and bracketed paste off before
/// it stops (so the shell gets neither) and back on when `fg` resumes it, with the screen as it was.
@Suite struct SuspendEndToEndTests {
    /// An interactive bash in the pane (job control on) that starts tern on sample data.
    private func shellRunningTern() throws -> TmuxSession {
        let session = try TmuxSession(
            width: 100, height: 30, command: ["env", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"])
        let environment = TmuxSession.assignments(TernEnvironment.isolated())
        let command =
            ["env"] + environment + [TernBinary.path, "--users-provider", "sample", "--weather-provider", "sample"]
        try session.write(command.joined(separator: " "))
        try session.send("Enter")
        return session
    }

    @Test func ctrlZTurnsTheModesOffAndFgTurnsThemBackOn() throws {
        let session = try shellRunningTern()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("Down")
        try session.waitFor("2/107")
        #expect(try session.display("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}") == "111")
        try session.send("C-z")
        try session.waitFor("Stopped")
        #expect(try session.display("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}") == "000")
        try session.paste("probe")
        #expect(!(try session.waitFor("probe")).contains("[200~"), "the shell got an unbracketed paste")
        try session.send("C-u")
        try session.write("fg")
        try session.send("Enter")
        try session.waitFor("2/107")
        #expect(try session.display("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}") == "111")
        try session.wheel(down: true)
        try session.waitFor("5/107")
        try session.send("q")
        try session.waitForAbsence(of: TmuxSession.sampleUsersTitle)
        #expect(try session.display("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}") == "000")
    }
}
