import Foundation
import Testing

/// The example app of Examples/Countries, built on tern's library products, run in a detached tmux:
/// browse, filter, detail beside the list or alone, the sheet, back, quit, a too-small terminal, and
/// live sources that fail.
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
        let list = try session.waitUntil("the list") { $0.contains("Argentina") && $0.contains("53 countries") }
        #expect(list.contains("countries · Countries"))
        #expect(list.contains("53 countries"))
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
        let filtered = try session.waitFor("1 of 53 countries")
        #expect(filtered.contains("Sweden") && !filtered.contains("Norway"))
        try session.send("Enter", "Enter")
        try session.waitFor("Stockholm")
        try session.send("?")
        try session.waitFor("Keys: Countries")
        try session.send("Escape")
        try session.waitForAbsence(of: "Keys: Countries")
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
        try live.waitFor("1 country")
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
}
