import Foundation
import TerminalTestSupport
import Testing

/// Names in more than 30 scripts and emoji sequences (`WorldNames`), served by the loopback
/// fixture server as DummyAPI users and read back from tmux: each name is on screen whole (after
/// the stand-ins of decision 1000), and the list's scrollbar, the pane separator and the sheet's
/// borders stay in their columns on every row while the selection moves over every user and
/// the sheet opens on each.
@Suite(.serialized) struct WorldNamesEndToEndTests {
    private static let width = 120

    /// The DummyAPI routes: one page with everyone, and each person's full record.
    private static func routes() throws -> String {
        var list: [[String: Any]] = []
        var routes: [[String: Any]] = []
        for (index, entry) in WorldNames.all.enumerated() {
            let id = String(format: "60d0fe4f5311236168a2%04x", index)
            var user: [String: Any] = [
                "id": id, "title": "ms", "firstName": entry.firstName, "lastName": entry.lastName,
                "email": "user\(index)@example.com",
            ]
            list.append(user)
            user["location"] = ["city": "Kongsvinger", "country": "Denmark"]
            let body = String(decoding: try JSONSerialization.data(withJSONObject: user), as: UTF8.self)
            routes.append(["path": "/data/v1/user/\(id)", "body": body])
        }
        let page: [String: Any] = ["data": list, "total": list.count, "page": 0, "limit": 50]
        let pageBody = String(decoding: try JSONSerialization.data(withJSONObject: page), as: UTF8.self)
        routes.append(["path": "/data/v1/user", "body": pageBody])
        return String(decoding: try JSONSerialization.data(withJSONObject: ["routes": routes]), as: UTF8.self)
    }

    /// The display columns (glibc `wcwidth`, as tmux counts them) of the line-drawing characters
    /// in `line`.
    private static func ruleColumns(in line: Substring) -> [Int] {
        var column = 0
        var found: [Int] = []
        for scalar in line.unicodeScalars {
            if "│█┃╭╮╰╯".unicodeScalars.contains(scalar) { found.append(column) }
            column += max(0, GlibcWidth.of(codePoint: scalar.value))
        }
        return found
    }

    /// Every content row (all but the title and status rows) has its separator and scrollbar in
    /// the same columns as the first, and no row runs past the pane.
    private static func expectAligned(_ screen: String, _ context: String) {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(39).dropFirst()
        let expected = ruleColumns(in: rows.first ?? "").prefix(2)
        for (number, row) in rows.enumerated() {
            #expect(GlibcWidth.columns(of: row) <= width, "\(context): row \(number + 1) is too wide")
            #expect(Array(ruleColumns(in: row).prefix(2)) == Array(expected), "\(context): row \(number + 1): \(row)")
        }
    }

    @Test func everyNameIsDrawnWholeAndEveryRowStaysAligned() throws {
        let server = try FixtureServerProcess(routes: try Self.routes())
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString],
            width: Self.width, height: 40, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
        try session.waitFor("Users · \(WorldNames.all.count)")
        for (index, entry) in WorldNames.all.enumerated() {
            if index > 0 { try session.send("Down") }
            let email = "user\(index)@example.com"
            let screen = try session.waitUntil("\(entry.script) in the list and the detail") { screen in
                screen.components(separatedBy: entry.shown).count >= 3 && screen.contains("Email  \(email)")
            }
            Self.expectAligned(screen, "\(entry.script) selected")
            try session.send("m")
            let sheet = try session.waitFor("Kongsvinger")
            #expect(sheet.contains(entry.shown), "\(entry.script): the sheet shows \(entry.shown)")
            Self.expectAligned(sheet, "\(entry.script) sheet")
            try session.send("Escape")
            try session.waitForAbsence(of: "Kongsvinger")
        }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        server.stop()
    }
}
