import Foundation
import Testing

/// The example app of Examples/Countries, built on tern's library products, run in a detached tmux:
/// browse, filter, detail beside the list or alone, the sheet, back, quit, a too-small terminal,
/// resizes with the detail or the sheet open, and live sources that fail, are slow or never answer.
@Suite(.serialized) struct CountriesEndToEndTests {
    /// `q` quits with status 0 and the terminal restored.
    private func quit(_ session: TmuxSession) throws {
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        try session.expectTerminalRestored()
    }

    @Test func browsesFiltersOpensTheDetailAndTheSheetAndGoesBack() throws {
        let session = try TmuxSession.countries()
        // Each wait is for the whole frame: a capture can land while a frame is half written.
        let list = try session.waitUntil("the list") { $0.contains("Argentina") && $0.contains("Countries · 53") }
        #expect(list.contains("countries · Countries"))
        #expect(list.contains("Countries · 53"))
        try session.send("Down", "Enter")
        let detail = try session.waitUntil("the detail") {
            $0.contains("Commonwealth of Australia") && $0.contains("Canberra")
        }
        #expect(detail.contains("Canberra"))
        #expect(detail.contains("Argentina"), "wide enough: the list stays beside the detail")
        try session.send("m")
        let sheet = try session.waitUntil("the sheet") {
            $0.contains("More about Australia") && $0.contains("UTC+09:30")
        }
        #expect(sheet.contains("UTC+09:30"))
        for (key, opens) in [("i", false), ("m", true), ("Escape", false)] {
            try session.send(key)
            try session.waitUntil("\(key) to \(opens ? "open" : "close") the sheet") {
                $0.contains("More about Australia") == opens
            }
        }
        try session.send("Escape")
        try session.waitForAbsence(of: "Commonwealth of Australia")
        try session.send("/", "q")
        try session.waitFor("/ q")
        try session.send("BSpace", "s", "w", "e")
        let filtered = try session.waitUntil("the filtered list") {
            $0.contains("1 of 53 match") && $0.contains("Sweden")
        }
        #expect(!filtered.contains("Norway"))
        try session.send("Enter", "Enter")
        try session.waitFor("Stockholm")
        try session.send("?")
        try session.waitFor("Keys: 1 of 53 match")
        try session.send("Escape")
        try session.waitForAbsence(of: "Keys: 1 of 53 match")
        try quit(session)
    }

    @Test func aNarrowTerminalShowsTheDetailAloneAndATooSmallOneSaysSo() throws {
        let session = try TmuxSession.countries(width: 60, height: 20)
        try session.waitFor("Argentina")
        try session.send("Enter")
        let detail = try session.waitUntil("the whole detail") {
            $0.contains("Argentine Republic") && $0.contains("Argentine peso")
        }
        #expect(!detail.contains("Australia"), "narrow: the detail replaces the list")
        try session.send("Escape")
        try session.waitFor("Australia")
        try session.resize(width: 30, height: 8)
        try session.waitFor("too small")
        try session.resize(width: 60, height: 20)
        try session.waitFor("Australia")
        try quit(session)
    }

    @Test func aLiveSourceIsUsedAndEachBrokenOneGetsAClearMessage() throws {
        let argentina =
            #"[{\"name\": {\"common\": \"Argentina\", \"official\": \"Argentine Republic\"}, \"cca2\": \"AR\"}]"#
        let server = try FixtureServerProcess(
            routes: #"""
                {"routes": [
                  {"path": "/v3.1/all", "body": "\#(argentina)"},
                  {"path": "/v3.1/broken", "body": "{\"message\": \"not a list\"}"},
                  {"path": "/v3.1/missing", "body": "{\"message\": \"Not Found\"}", "status": 404}
                ]}
                """#)
        let base = server.baseURL.absoluteString
        let live = try TmuxSession.countries(arguments: ["--url", base + "/v3.1/all"])
        try live.waitFor("Countries · 1")
        try quit(live)
        for (path, message) in [
            ("/v3.1/broken", "/v3.1/broken: not a list of countries in REST Countries' JSON"),
            ("/v3.1/missing", "/v3.1/missing answered HTTP 404"),
        ] {
            let session = try TmuxSession.countries(arguments: ["--url", base + path])
            #expect(try session.waitForExit() == 1)
            #expect(try session.screen().contains(message))
        }
        let notURL = try TmuxSession.countries(arguments: ["--url", "restcountries.com"])
        #expect(try notURL.waitForExit() == 1)
        #expect(try notURL.screen().contains("countries: not an http or https URL: restcountries.com"))
        server.stop()
    }

    /// A source that accepts the request and never answers: the loading line at once, then after
    /// `--timeout` one line naming the URL and the time, exit 1, the terminal as it was; Ctrl-C while
    /// it waits ends it (130) with the terminal as it was too.
    @Test func aSourceThatNeverAnswersTimesOutAndCtrlCEndsTheWait() throws {
        let server = try FixtureServerProcess(
            routes: #"{"routes": [{"path": "/v3.1/all", "behaviour": "never-answer"}]}"#)
        let url = server.baseURL.absoluteString + "/v3.1/all"
        let timingOut = try TmuxSession.countries(arguments: ["--url", url, "--timeout", "1"])
        try timingOut.waitFor("countries: loading \(url)…")
        #expect(try timingOut.waitForExit() == 1)
        #expect(try timingOut.screen().contains("countries: \(url): The server did not answer within 1 s."))
        try timingOut.expectTerminalRestored()
        let interrupted = try TmuxSession.countries(arguments: ["--url", url])
        try interrupted.waitFor("countries: loading \(url)…")
        try interrupted.send("C-c")
        #expect(try interrupted.waitForExit() == 130)
        try interrupted.expectTerminalRestored()
        server.stop()
    }

    /// Without a terminal it says so at once, before it waits for a source (one that never answers
    /// here: a check after the load would end in its timeout instead, exit 1).
    @Test func withoutATerminalItSaysSoBeforeLoading() throws {
        let server = try FixtureServerProcess(
            routes: #"{"routes": [{"path": "/v3.1/all", "behaviour": "never-answer"}]}"#)
        let result = try SpawnedProcess.run([
            CountriesBinary.path, "--url", server.baseURL.absoluteString + "/v3.1/all",
        ])
        #expect(result.status == 2)
        #expect(result.standardError == "countries: needs an interactive terminal (stdin and stdout must be a TTY)\n")
        server.stop()
    }

    /// A source that answers after two seconds, within the default timeout: the list comes up.
    @Test func aSlowSourceThatAnswersShowsTheList() throws {
        let argentina =
            #"[{\"name\": {\"common\": \"Argentina\", \"official\": \"Argentine Republic\"}, \"cca2\": \"AR\"}]"#
        let server = try FixtureServerProcess(
            routes: #"{"routes": [{"path": "/v3.1/all", "body": "\#(argentina)", "delayMilliseconds": 2000}]}"#)
        let url = server.baseURL.absoluteString + "/v3.1/all"
        let session = try TmuxSession.countries(arguments: ["--url", url])
        try session.waitFor("countries: loading \(url)…")
        let list = try session.waitUntil("the list", timeout: 20) {
            $0.contains("Argentina") && $0.contains("Countries · 1")
        }
        #expect(!list.contains("loading"), "the screen replaces the loading line")
        try quit(session)
        server.stop()
    }

    @Test(arguments: ["abc", "0", "0.01", "-1", "nan", "1e400", ""])
    func aTimeoutThatIsNotASensibleNumberOfSecondsIsRefused(value: String) throws {
        let session = try TmuxSession.countries(arguments: ["--timeout", value])
        #expect(try session.waitForExit() == 2)
        #expect(
            try session.screen().contains(
                #"countries: --timeout SECONDS must be a number from 0.1 to 3600, not "\#(value)""#))
    }

    /// Resizes with the split detail open (and with the sheet over it): narrow (the detail alone),
    /// too small (the library's message), and back. After each, the pane must equal what a fresh
    /// `countries` started at that size with the same keys shows: a cell left over from the earlier
    /// size, or a layout not redone, would differ.
    @Test(arguments: [false, true])
    func resizingWithTheDetailOpenRedrawsEachFrameWhole(withSheet: Bool) throws {
        var steps: [CountriesStep] = [.waitFor("Countries · 53"), .keys(["Down", "Enter"]), .waitFor("Canberra")]
        if withSheet { steps += [.keys(["m"]), .waitFor("UTC+09:30")] }
        let session = try TmuxSession.countries()
        try session.run(steps)
        for (width, height) in [(60, 20), (30, 8), (100, 30), (60, 20), (100, 30)] {
            let fresh = try TmuxSession.countries(width: width, height: height)
            let expected = try fresh.settledFrame(after: width < 40 ? [.waitFor("too small")] : steps)
            fresh.close()
            try session.resize(width: width, height: height)
            try session.waitUntil("the frame a fresh \(width)×\(height) start shows:\n\(expected)") { $0 == expected }
        }
        if withSheet {
            try session.send("Escape")
            try session.waitForAbsence(of: "UTC+09:30")
        }
        try quit(session)
    }
}
