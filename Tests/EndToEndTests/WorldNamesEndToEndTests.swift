import Foundation
import TerminalTestSupport
import Testing

/// Names in more than 30 scripts and emoji sequences (`WorldNames`), served by the loopback
/// fixture server as DummyAPI users and read back from tmux: each name is on screen whole (after
/// the stand-ins of decision 1000) in the list, the detail and the sheet, and the list's scrollbar
/// and the sheet's borders stay in their columns on every row while the selection moves onto and
/// away from every user. Columns are counted with glibc's `wcwidth`, as tmux counts them.
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
            routes.append(["path": "/data/v1/user/\(id)", "body": try json(user)])
        }
        let page: [String: Any] = ["data": list, "total": list.count, "page": 0, "limit": 50]
        routes.append(["path": "/data/v1/user", "body": try json(page)])
        return try json(["routes": routes])
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// The display columns of the characters of `rules` in `line`.
    private static func columns(of rules: String, in line: Substring) -> [Int] {
        var column = 0
        var found: [Int] = []
        for scalar in line.unicodeScalars {
            if rules.unicodeScalars.contains(scalar) { found.append(column) }
            column += max(0, GlibcWidth.of(codePoint: scalar.value))
        }
        return found
    }

    private static func rows(of screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The list: every row between the title and the status bar fills the pane exactly and has the
    /// scrollbar in its last column.
    private static func expectListAligned(_ screen: String, _ context: String) {
        for (number, row) in rows(of: screen).enumerated().dropFirst().prefix(38) {
            #expect(GlibcWidth.columns(of: row) == width, "\(context): row \(number) ends elsewhere: \(row)")
            #expect(columns(of: "│█", in: row) == [width - 1], "\(context): row \(number): \(row)")
        }
    }

    /// The sheet: its corners and both side borders are in the same two columns on every row.
    private static func expectSheetAligned(_ screen: String, _ context: String) {
        let lines = rows(of: screen)
        guard let top = lines.firstIndex(where: { $0.contains("┌") }),
            let bottom = lines.firstIndex(where: { $0.contains("└") }), top < bottom
        else {
            Issue.record("\(context): no sheet on screen")
            return
        }
        let edges = columns(of: "┌┐", in: lines[top])
        #expect(edges.count == 2, "\(context): \(lines[top])")
        #expect(columns(of: "└┘", in: lines[bottom]) == edges, "\(context): \(lines[bottom])")
        for row in lines[(top + 1)..<bottom] {
            #expect(columns(of: "│", in: row) == edges, "\(context): \(row)")
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
            let list = try session.waitFor(entry.shown)
            Self.expectListAligned(list, "\(entry.script) selected")
            try session.send("Enter")
            try session.waitUntil("\(entry.script) in the detail") { screen in
                screen.contains("Email  user\(index)@example.com") && screen.contains(entry.shown)
            }
            try session.send("m")
            let sheet = try session.waitFor("Full name      \(entry.shown) ")
            Self.expectSheetAligned(sheet, "\(entry.script) sheet")
            try session.send("Escape")
            try session.waitForAbsence(of: "Full name")
            try session.send("Escape")
            try session.waitForAbsence(of: "Email  user")
        }
        Self.expectListAligned(try session.screen(), "back on the list")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        server.stop()
    }
}
