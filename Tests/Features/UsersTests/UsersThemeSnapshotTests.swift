import TerminalCore
import TerminalTestSupport
import Testing

@testable import Users

/// Each built-in theme on the Users list, the detail and the sheet at 80×24 and 120×40, stored
/// with every cell's colours and attributes (`assertSnapshot(colors: true)`, decision 2220).
@Suite struct UsersThemeSnapshotTests {
    /// The list with the third user selected, the detail opened on them (beside the list at 120
    /// columns, alone at 80) and the sheet over it.
    @Test(arguments: Theme.builtIn.map(\.name))
    func eachThemeOnTheListTheDetailAndTheSheet(themeName: String) throws {
        let theme = try #require(Theme.builtIn(named: themeName))
        for size in usersSnapshotSizes {
            let screen = makeUsersScreen()
            screen.deliverFirstPage(count: 12, total: 12)
            layOut([screen], size: size)
            _ = screen.handle(.down)
            _ = screen.handle(.down)
            let suffix = "\(theme.name)-\(size.width)x\(size.height)"
            assertSnapshot(of: frame(of: [screen], size: size, theme: theme), named: "list-\(suffix)", colors: true)
            _ = screen.handle(.enter)
            screen.deliverRecord(2)
            layOut([screen], size: size)
            assertSnapshot(of: frame(of: [screen], size: size, theme: theme), named: "detail-\(suffix)", colors: true)
            _ = screen.handle(.character("m"))
            layOut([screen], size: size)
            assertSnapshot(of: frame(of: [screen], size: size, theme: theme), named: "sheet-\(suffix)", colors: true)
        }
    }
}
