import Foundation
import Testing

/// The Users feature in a real terminal (tmux): sample data and DummyAPI over the loopback fixture
/// server; move, filter, open the detail, open and close the sheet, quit.
@Suite(.serialized) struct UsersEndToEndTests {
    @Test func sampleDataMoveFilterDetailSheetAndQuit() throws {
        let session = try TmuxSession.onSampleData(["users"], width: 90, height: 30)
        try session.waitFor("sample data")
        try session.waitFor("Users · ")
        try session.send("Down", "j", "k")

        try session.send("/")
        try session.send("s", "a", "r", "a")
        let filtered = try session.waitFor("match")
        #expect(filtered.contains("Sara"))
        try session.send("Enter")
        try session.waitForAbsence(of: "keep filter")

        try session.send("Enter")
        let detail = try session.waitFor("m more info")
        #expect(detail.contains("Title"))
        #expect(detail.contains("Email"))

        let before = try session.waitFor("m more info")
        try session.send("m")
        let sheet = try session.waitFor("Registered")
        #expect(sheet.contains("Date of birth"))
        #expect(sheet.contains("Phone"))
        try session.send("Escape")
        try session.waitForAbsence(of: "Registered")
        let after = try session.waitFor("m more info")
        #expect(after == before)

        try session.send("Escape")
        try session.waitForAbsence(of: "m more info")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Backspace goes back wherever Esc does, as KEYS.md and `?` say: it closes the sheet, then
    /// the full-screen detail.
    @Test func backspaceClosesTheSheetAndTheDetail() throws {
        let session = try TmuxSession.onSampleData(["users"], width: 80, height: 24)
        try session.waitFor("Users · ")
        try session.send("Enter")
        try session.waitFor("m more info")
        try session.send("m")
        try session.waitFor("Registered")
        try session.send("BSpace")
        try session.waitForAbsence(of: "Registered")
        try session.waitFor("m more info")
        try session.send("BSpace")
        try session.waitForAbsence(of: "m more info")
        try session.waitFor("Enter/→ open")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func qTypesIntoTheFilterInsteadOfQuitting() throws {
        let session = try TmuxSession.onSampleData(["users"], width: 90, height: 30)
        try session.waitFor("Users · ")
        try session.send("/", "q")
        try session.waitFor("/ q")
        try session.send("Escape")
        try session.waitForAbsence(of: "/ q")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func wideTerminalsShowTheDetailBesideTheList() throws {
        let session = try TmuxSession.onSampleData(["users"], width: 120, height: 30)
        try session.waitFor("Users · ")
        try session.send("Enter")
        let split = try session.waitFor("m more info")
        #expect(split.contains("Users · "), "the list stays visible")
        try session.send("Down")
        try session.waitFor("m more info")
        try session.send("Left")
        try session.waitForAbsence(of: "m more info")
    }

    /// Issue 26: the filter finds the email the row shows; when it matches nobody the detail beside
    /// the list shows nobody; Esc brings the user back, selected and in the detail.
    @Test func theFilterFindsEmailsAndAFilterThatMatchesNobodyEmptiesTheDetail() throws {
        let session = try TmuxSession.onSampleData(["users", "--open", "sample-0003"], width: 120, height: 30)
        try session.waitFor("m more info")
        try session.send("/")
        try session.send("-l", "saldana@example")
        let found = try session.waitFor("1 of 107 match")
        #expect(found.contains("Zoë Saldaña"))
        try session.send("-l", "zz")
        let none = try session.waitFor("0 of 107 match")
        #expect(!none.contains("Zoë Saldaña"), "nobody matches, so nobody is in the detail:\n\(none)")
        #expect(!none.contains("zoe.saldana@example.net"))
        try session.send("Escape")
        try session.waitForSelection("Zoë Saldaña") { $0.contains("3/107") && $0.contains("zoe.saldana@example.net") }
    }

    @Test func deepLinkOpensTheDetailAndTheSheet() throws {
        let session = try TmuxSession.onSampleData(["users", "--open", "sample-0001", "--more"], width: 90, height: 30)
        let sheet = try session.waitFor("Registered")
        #expect(sheet.contains("Sara Andersen"))
    }

    /// `--open ID` is Enter on that user (decision 1980): from 100 columns the split, the list's
    /// cursor on the user once the list is in; Esc closes the detail and leaves the cursor there.
    @Test func deepLinkFromAHundredColumnsShowsTheSplitWithTheUserSelected() throws {
        let session = try TmuxSession.onSampleData(["users", "--open", "sample-0003"], width: 100, height: 30)
        let split = try session.waitForSelection("Zoë Saldaña") { $0.contains("3/107") && $0.contains("m more info") }
        #expect(split.line == 3)
        let pane = try session.waitFor("Sara Andersen")
        #expect(pane.contains(TmuxSession.sampleUsersTitle), "the list's title: the list is beside the detail")
        #expect(pane.contains("zoe.saldana@example.net"))
        try session.send("Escape")
        try session.waitForAbsence(of: "m more info")
        try session.waitForSelection("Zoë Saldaña") { $0.contains("3/107") }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Narrower than 100 columns `--open ID` shows the detail alone, titled with the user's name;
    /// Esc goes back to the list, on that user.
    @Test func deepLinkAtEightyColumnsShowsTheDetailAlone() throws {
        let session = try TmuxSession.onSampleData(["users", "--open", "sample-0003"], width: 80, height: 24)
        let detail = try session.waitFor("zoe.saldana@example.net")
        let titleBar = detail.split(separator: "\n").first ?? ""
        #expect(titleBar.hasPrefix(TmuxSession.usersSectionTitle) && titleBar.contains(" Zoë Saldaña"))
        #expect(detail.contains("m more info"))
        #expect(!detail.contains("Sara Andersen"), "the list is not drawn beneath")
        try session.send("Escape")
        try session.waitForSelection("Zoë Saldaña") { $0.contains("3/107") && $0.contains("Sara Andersen") }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// `--open ID --more` at 100 columns: the sheet over the split; Esc closes the sheet, then the detail.
    @Test func deepLinkWithMoreShowsTheSheetOverTheSplit() throws {
        let session = try TmuxSession.onSampleData(
            ["users", "--open", "sample-0003", "--more"], width: 100, height: 30)
        // The whole sheet: the record's rows come with its answer, and tmux may show a frame half drawn.
        let sheet = try session.waitUntil("the sheet with the record") {
            $0.contains("Registered") && $0.contains("Esc/m/i close")
        }
        #expect(sheet.contains("+34 695 886 667"))
        try session.send("Escape")
        try session.waitForAbsence(of: "Registered")
        try session.waitForSelection("Zoë Saldaña") { $0.contains("m more info") && $0.contains("Sara Andersen") }
        try session.send("Escape")
        try session.waitForAbsence(of: "m more info")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// The filter searches all of 100,000 sample users at once: a query that matches nobody says so
    /// after its letter, and one whose matches lie on pages never loaded shows them all, filled,
    /// down to the last; clearing it keeps that user selected in the whole list.
    @Test func theFilterFindsUsersAnywhereInAHundredThousand() throws {
        let session = try TmuxSession.onSampleData(["users", "--sample-users", "100000"], width: 80, height: 24)
        try session.waitFor("1/100000")
        try session.send("/")
        try session.waitFor("type to filter")
        try session.send("d")
        try session.waitFor("of 100000 match")
        try session.send("q")
        try session.waitFor("No user matches “dq”")
        try session.send("BSpace", "BSpace")
        try session.waitFor("Users · 100000")
        try session.send("-l", "liam smith")
        // tmux may show a frame half drawn (its title bar new, its rows old), so each wait names the
        // whole frame; that the first frame with the matches is already filled is FramesPerKeyTests'.
        try session.waitUntil("127 matches, every one on screen filled") {
            $0.contains("127 of 100000 match") && $0.contains("liam.smith.877@example.com") && !$0.contains("…")
        }
        try session.send("Enter")
        try session.waitForAbsence(of: "keep filter")
        try session.send("End")
        try session.waitUntil("the last matches, filled") {
            $0.contains("127/127") && $0.contains("liam.smith.99384@example.com") && !$0.contains("…")
        }
        try session.send("Escape")
        try session.waitForSelection("Liam Smith") { $0.contains("99385/100000") }
    }

    @Test func dummyAPIOverTheLoopbackServer() throws {
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString],
            width: 90, height: 30, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
        let list = try session.waitFor("Sara Andersen")
        #expect(list.contains("DummyAPI"))
        try session.send("Enter")
        try session.waitFor("m more info")
        try session.send("i")
        let sheet = try session.waitFor("Registered")
        #expect(sheet.contains("60d0fe4f5311236168a109ca"))
        server.stop()
    }

    /// DummyAPI has no name search, so the filter searches it page by page to the last page: the
    /// first page's match shows at once with "searching… 50 of 150" while a slow second page is on
    /// its way, and the matches of every page once they are in.
    @Test func dummyAPIIsFilteredPageByPageToTheEndSayingHowFar() throws {
        let special = [3: ("Zoë", "Alpha"), 60: ("ZOE", "Beta"), 149: ("zoé", "Gamma")]
        func page(_ number: Int) -> String {
            let users = (number * 50..<number * 50 + 50).map { index in
                let name = special[index] ?? ("Person", "\(index)")
                return ["id": "user-\(index)", "title": "mr", "firstName": name.0, "lastName": name.1]
            }
            let body = ["data": users, "total": 150, "page": number, "limit": 50] as [String: Any]
            return String(decoding: try! JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        }
        let routes = (0..<3).map { number -> [String: Any] in
            [
                "path": "/data/v1/user", "query": ["page": "\(number)", "limit": "50"], "body": page(number),
                "delayMilliseconds": number == 1 ? 1_500 : 0,
            ]
        }
        let server = try FixtureServerProcess(
            routes: String(decoding: try JSONSerialization.data(withJSONObject: ["routes": routes]), as: UTF8.self))
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString],
            width: 90, height: 30, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
        try session.waitFor("1/150")
        try session.send("/")
        try session.send("-l", "zoe")
        let searching = try session.waitFor("1 of 150 match · searching… 50 of 150")
        #expect(searching.contains("Zoë Alpha"))
        let done = try session.waitFor("3 of 150 match")
        #expect(!done.contains("searching…"))
        #expect(done.contains("ZOE Beta") && done.contains("zoé Gamma"))
        server.stop()
    }

    @Test func dummyAPIErrorsShowTheMessageAndRetry() throws {
        let server = try FixtureServerProcess(
            routes:
                #"{"routes": [{"path": "/data/v1/user", "body": "{\"error\":\"APP_ID_NOT_EXIST\"}", "status": 403}]}"#
        )
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString],
            width: 90, height: 30, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "wrong"]))
        let screen = try session.waitFor("DummyAPI rejected the app id")
        #expect(!screen.contains("r to retry"), "the same app id is rejected again; the status bar still offers r")
        #expect(screen.contains("r reload"))
        #expect(!screen.contains("wrong"))
        server.stop()
    }
}
