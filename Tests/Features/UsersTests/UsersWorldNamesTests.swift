import Domain
import Foundation
import TerminalCore
import TerminalTestSupport
import Testing

@testable import ListDetail
@testable import Users

/// The Users screens with names in every script and the disputed emoji sequences (`WorldNames`):
/// snapshots of the list, the detail and the sheet, each name whole on screen, every row exactly
/// as wide as the screen when a `wcwidth` terminal counts it, and the filter finding every name.
@Suite struct UsersWorldNamesTests {
    static let users: [User] = WorldNames.all.enumerated().map { index, entry in
        User(
            id: String(format: "60d0fe4f5311236168a2%04x", index), title: "ms", firstName: entry.firstName,
            lastName: entry.lastName, email: "user\(index)@example.com",
            location: UserLocation(city: "Kongsvinger", country: "Denmark"))
    }

    /// The person the detail and sheet snapshots show: a Devanagari conjunct full of spacing marks.
    static let shownIndex = WorldNames.all.firstIndex { $0.script == "Devanagari conjuncts" } ?? 0

    func loadedScreen() -> UsersScreen {
        let screen = makeUsersScreen()
        if let request = screen.store.state.pageRequest {
            let page = ListPage(items: Self.users.map(UserSummary.init), total: Self.users.count, note: "sample data")
            screen.store.send(.pageLoaded(request, page))
        }
        return screen
    }

    /// Every row of `buffer`, counted by glibc's `wcwidth`, is exactly as wide as the buffer.
    func expectRowsFill(_ buffer: Buffer, _ context: String) {
        for row in 0..<buffer.size.height {
            #expect(GlibcWidth.columns(of: buffer.line(row)) == buffer.size.width, "\(context) row \(row)")
        }
    }

    @Test(arguments: usersSnapshotSizes) func list(size: Size) {
        let screen = loadedScreen()
        let buffer = frame(of: [screen], size: size)
        expectRowsFill(buffer, "list")
        let visible = size.height - 2
        for entry in WorldNames.all.prefix(visible) {
            #expect(buffer.lines.contains { $0.contains(entry.shown) }, "\(entry.script)")
        }
        assertSnapshot(of: buffer, named: "world-list-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func listScrolledToTheEmoji(size: Size) {
        let screen = loadedScreen()
        layOut([screen], size: size)
        _ = screen.handle(.end)
        let buffer = frame(of: [screen], size: size)
        expectRowsFill(buffer, "list end")
        #expect(buffer.lines.contains { $0.contains(WorldNames.all.last?.shown ?? "") })
        assertSnapshot(of: buffer, named: "world-list-end-\(size.width)x\(size.height)")
    }

    /// The detail alone (narrow) or beside the list (wide), and the sheet over it.
    @Test(arguments: usersSnapshotSizes) func detailAndSheet(size: Size) throws {
        let entry = WorldNames.all[Self.shownIndex]
        let screen = loadedScreen()
        layOut([screen], size: size)
        for _ in 0..<Self.shownIndex { _ = screen.handle(.down) }
        _ = screen.handle(.enter)
        if let request = screen.store.state.detailRequest {
            screen.store.send(.detailLoaded(request, Fetched(Self.users[Self.shownIndex])))
        }
        let detailFrame = frame(of: [screen], size: size)
        expectRowsFill(detailFrame, "detail")
        #expect(detailFrame.lines.contains { $0.contains(entry.shown) })
        assertSnapshot(of: detailFrame, named: "world-detail-\(size.width)x\(size.height)")

        #expect(screen.handle(.character("m")) == .handled)
        let sheetFrame = frame(of: [screen], size: size)
        expectRowsFill(sheetFrame, "sheet")
        #expect(sheetFrame.lines.contains { $0.contains("Full name") && $0.contains(" \(entry.shown) ") })
        assertSnapshot(of: sheetFrame, named: "world-sheet-\(size.width)x\(size.height)")
    }

    @Test func theWideSplitFollowsTheSelectionOverEveryName() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen()
        layOut([screen], size: size)
        _ = screen.handle(.enter)
        for (index, entry) in WorldNames.all.enumerated() {
            if index > 0 { _ = screen.handle(.down) }
            if let request = screen.store.state.detailRequest {
                screen.store.send(.detailLoaded(request, Fetched(Self.users[index])))
            }
            let buffer = frame(of: [screen], size: size)
            expectRowsFill(buffer, entry.script)
            let occurrences = buffer.lines.reduce(0) { $0 + $1.components(separatedBy: entry.shown).count - 1 }
            #expect(occurrences == 2, "\(entry.script): in the list and the detail")
        }
    }

    /// Typed as shown on screen, except the replacement character, which stands for an emoji
    /// nobody can type here.
    @Test func theFilterFindsEveryNameByTheTextOnScreen() {
        for (index, entry) in WorldNames.all.enumerated() {
            let screen = loadedScreen()
            _ = screen.handle(.character("/"))
            let typed = String(String.UnicodeScalarView(entry.shown.unicodeScalars.filter { $0 != "\u{FFFD}" }))
            for character in typed { _ = screen.handle(.character(character)) }
            let buffer = frame(of: [screen], size: Size(width: 120, height: 40))
            #expect(buffer.lines.contains { $0.contains("user\(index)@example.com") }, "\(entry.script)")
        }
    }

    @Test(arguments: [
        ("zoe angstrom", "Zoë Ångström"), ("NGUYEN THI", "Nguyễn Thị Ánh"), ("αλεξανδρος", "Αλέξανδρος"),
        ("наталья щ", "Наталья Щербакова"), ("amelie", "Roy"), ("ＴＡＲＯ", "Ｔａｒｏ"),
    ])
    func theFilterIgnoresAccentsAndCase(query: String, expected: String) {
        let screen = loadedScreen()
        _ = screen.handle(.character("/"))
        for character in query { _ = screen.handle(.character(character)) }
        let buffer = frame(of: [screen], size: Size(width: 120, height: 40))
        #expect(screen.title == "1 of \(Self.users.count) match", "\(query)")
        #expect(buffer.lines.contains { $0.contains(expected) }, "\(query)")
    }
}
