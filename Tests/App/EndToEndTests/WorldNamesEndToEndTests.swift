import Foundation
import TerminalTestSupport
import Testing

/// Names in more than 30 scripts and emoji sequences (`WorldNames`), served by the loopback
/// fixture server as DummyAPI users and read back from tmux: each name is on screen whole (after
/// the stand-ins of decision 1000) in the list, the detail and the sheet, and the list's scrollbar,
/// the pane separator and the sheet's borders stay in their columns on every row while the
/// selection moves onto and away from every user. Columns are counted with glibc's `wcwidth`, as
/// tmux counts them.
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
    private static func listProblems(_ screen: String) -> [String] {
        rows(of: screen).enumerated().dropFirst().prefix(38).compactMap { number, row in
            GlibcWidth.columns(of: row) == width && columns(of: "│█", in: row) == [width - 1]
                ? nil : "row \(number): \(row)"
        }
    }

    /// The list with the detail beside it: on every row between the title and the status bar the
    /// list's scrollbar and the pane separator are in the same two columns, and no row is wider
    /// than the pane.
    private static func splitProblems(_ screen: String) -> [String] {
        let content = rows(of: screen).dropFirst().prefix(38)
        let expected = Array(columns(of: "│█", in: content.first ?? "").prefix(2))
        guard expected.count == 2 else { return ["no separator: \(content.first ?? "")"] }
        return content.enumerated().compactMap { number, row in
            GlibcWidth.columns(of: row) <= width && Array(columns(of: "│█", in: row).prefix(2)) == expected
                ? nil : "row \(number + 1): \(row)"
        }
    }

    /// The sheet: its corners and both side borders are in the same two columns on every row.
    private static func sheetProblems(_ screen: String) -> [String] {
        let lines = rows(of: screen)
        guard let top = lines.firstIndex(where: { $0.contains("┌") }),
            let bottom = lines.firstIndex(where: { $0.contains("└") }), top < bottom
        else { return ["no sheet on screen"] }
        let edges = columns(of: "┌┐", in: lines[top])
        guard edges.count == 2 else { return ["top: \(lines[top])"] }
        return lines[top...bottom].compactMap { row in
            columns(of: "│┌┐└┘", in: row) == edges ? nil : "\(row)"
        }
    }

    /// Waits for a frame that shows `text` and has no `problems` (tmux may be read mid-frame);
    /// records the problems of the last frame read if none settles.
    @discardableResult
    private static func settled(
        _ session: TmuxSession, showing text: String, count: Int = 1, _ context: String,
        problems: (String) -> [String]
    ) throws -> String {
        var found: [String] = []
        do {
            return try session.waitUntil("\(context): \(text)", timeout: 5) { screen in
                guard screen.components(separatedBy: text).count > count else {
                    found = ["\(text) is not on screen \(count) time(s)"]
                    return false
                }
                found = problems(screen)
                return found.isEmpty
            }
        } catch {
            Issue.record("\(context):\n\(found.joined(separator: "\n"))")
            throw error
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
            try Self.settled(session, showing: entry.shown, entry.script, problems: Self.listProblems)
            try session.send("Enter")
            try Self.settled(session, showing: entry.shown, count: 2, "\(entry.script) in the detail") { screen in
                (screen.contains("Email  user\(index)@example.com") ? [] : ["no email"]) + Self.splitProblems(screen)
            }
            try session.send("m")
            try Self.settled(session, showing: "Full name", "\(entry.script) in the sheet") { screen in
                let row = Self.rows(of: screen).first { $0.contains("Full name") } ?? ""
                return (row.contains(" \(entry.shown) ") ? [] : ["not whole: \(row)"]) + Self.sheetProblems(screen)
            }
            try session.send("Escape")
            try session.waitForAbsence(of: "Full name")
            try session.send("Escape")
            try session.waitForAbsence(of: "Email  user")
        }
        try Self.settled(
            session, showing: WorldNames.all.last?.shown ?? "", "back on the list", problems: Self.listProblems)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        server.stop()
    }
}
