import Foundation
import Testing

/// Issue 29 through the built binary and the loopback DummyAPI: names typed as a keyboard types
/// them find the names as a server stores them (NFC or NFD, compatibility forms, accents, Đ, Greek
/// breathings, Hangul syllables against jamo), and a name with a bad letter or only spaces loses no
/// good letter, on screen or in `--json`.
@Suite(.serialized) struct TextEndToEndTests {
    private static func nfd(_ text: String) -> String { text.decomposedStringWithCanonicalMapping }

    /// First and last names as the server stores them; `\u{FFFF}` stands for a lone surrogate
    /// escape (`\ud800`) the page's JSON text holds, which no JSON writer writes.
    private static let names: [(String, String)] = [
        (nfd("민준"), nfd("김")), ("Nguyễn", "Đỗ"), (nfd("Nguyễn"), nfd("Đỗ")), ("Ἀριστοτέλης", "Σταγειρίτης"),
        ("𝓐𝓵𝓲𝓬𝓮", "Script"), ("Steﬁ", "Graf"), ("Jo\u{FFFF}hn", "Doe"), ("   ", "Spaces"),
        ("Anna\u{2028}Lee", "Separator"), ("Zoë\u{85}", "Control"),
    ]

    private static func routes() throws -> String {
        let users = names.enumerated().map { index, name in
            ["id": "user-\(index)", "title": "ms", "firstName": name.0, "lastName": name.1]
        }
        let page: [String: Any] = ["data": users, "total": users.count, "page": 0, "limit": 50]
        let body = String(decoding: try JSONSerialization.data(withJSONObject: page), as: UTF8.self)
            .replacingOccurrences(of: "\u{FFFF}", with: #"\ud800"#)
        #expect(body.contains(#"Jo\ud800hn"#))
        var record: [String: Any] = users[1]
        record["location"] = [
            "street": String(repeating: "Phố Hàng Bạc, Hoàn Kiếm, ", count: 20) + "Hà Nội", "city": "Hà Nội",
            "country": "Việt Nam",
        ]
        record["phone"] = "+84 24 3825 1234"
        let full = String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
        let routes = [
            "routes": [["path": "/data/v1/user", "body": body], ["path": "/data/v1/user/user-1", "body": full]]
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: routes), as: UTF8.self)
    }

    private static func arguments(_ server: FixtureServerProcess) -> [String] {
        ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString]
    }

    private static let environment = TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"])

    /// Each query of the issue, typed into the filter: how many of the ten users it finds, and the
    /// name (as drawn: composed) it must show.
    @Test func theFilterFindsNamesTheWayTheyAreTyped() throws {
        let server = try FixtureServerProcess(routes: try Self.routes())
        defer { server.stop() }
        let session = try TmuxSession(
            arguments: Self.arguments(server), width: 90, height: 30, environment: Self.environment)
        let list = try session.waitFor("1/10")
        #expect(list.contains("Jo\u{FFFD}hn Doe"), "the bad letter is one U+FFFD, the good ones stay:\n\(list)")
        #expect(list.contains("Anna Lee Separator"), "U+2028 reads as a space:\n\(list)")
        let queries: [(query: String, count: Int, shown: String)] = [
            ("민준", 1, "민준 김"), ("nguyen do", 2, "Nguyễn Đỗ"), ("αριστοτελης", 1, "Ἀριστοτέλης"),
            (Self.nfd("Ἀριστοτέλης"), 1, "Ἀριστοτέλης"), ("Alice", 1, "𝓐𝓵𝓲𝓬𝓮 Script"), ("Stefi", 1, "Steﬁ Graf"),
            ("jo", 1, "Jo\u{FFFD}hn Doe"),
        ]
        for (query, count, shown) in queries {
            try session.send("/")
            try session.send("-l", query)
            let screen = try session.waitFor("\(count) of 10 match")
            #expect(screen.contains(shown.precomposedStringWithCanonicalMapping), "\(query):\n\(screen)")
            try session.send("Escape")
            try session.waitFor("Users · 10")
        }
    }

    /// A sheet taller than an 80×24 terminal says how much more there is and scrolls to its end.
    @Test func aTallSheetScrollsAndSaysHowMuchMore() throws {
        let server = try FixtureServerProcess(routes: try Self.routes())
        defer { server.stop() }
        let session = try TmuxSession(
            arguments: Self.arguments(server), width: 80, height: 24, environment: Self.environment)
        try session.waitFor("1/10")
        try session.send("Down")
        try session.waitFor("2/10")
        try session.send("i")
        let top = try session.waitFor("more ─")
        #expect(top.contains("↓") && !top.contains("Not given"), "\(top)")
        try session.send("End")
        // The whole end frame: its last line, and a border that no longer says how much more (a
        // capture may catch tmux drawing the frame between the two).
        try session.waitUntil("the sheet's end, with no “more” left") {
            $0.contains("Not given") && !$0.contains("more ─")
        }
    }

    /// `--json` keeps every name byte for byte: the NFD one as stored, the one of only spaces, the
    /// lone surrogate as U+FFFD between its good letters, C1 controls as `\u` escapes.
    @Test func jsonKeepsEveryNameByteForByte() throws {
        let server = try FixtureServerProcess(routes: try Self.routes())
        defer { server.stop() }
        let result = try SpawnedProcess.run(
            [TernBinary.path] + Self.arguments(server) + ["--json"], environment: Self.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""first_name": "Zoë\u0085""#), "\(result.standardOutput)")
        #expect(!result.standardOutput.unicodeScalars.contains("\u{85}"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let users = try #require(document["users"] as? [[String: Any]])
        let firstNames = users.compactMap { $0["first_name"] as? String }
        #expect(firstNames.count == 10, "every user kept")
        let expected = Self.names.map { $0.0.replacingOccurrences(of: "\u{FFFF}", with: "\u{FFFD}") }
        for (name, wanted) in zip(firstNames, expected) {
            #expect(Array(name.unicodeScalars) == Array(wanted.unicodeScalars), "\(name) is \(wanted) byte for byte")
        }
    }
}
