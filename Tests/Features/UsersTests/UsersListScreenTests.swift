import AppRuntime
import Domain
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore
import Widgets

@testable import ListDetail
@testable import Users

/// The users list screen: settled frames at 80×24 and 120×40 for every state, and its keys.
@Suite struct UsersScreenTests {
    typealias F = UsersScreenFixtures

    func loadedScreen(count: Int = 12, total: Int = 12) -> UsersScreen {
        let screen = makeUsersScreen()
        screen.deliverFirstPage(count: count, total: total)
        return screen
    }

    @Test(arguments: usersSnapshotSizes) func list(size: Size) {
        let screen = loadedScreen()
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        assertSnapshot(of: frame(of: [screen], size: size), named: "list-\(size.width)x\(size.height)")
        #expect(screen.title == "Users · 12")
        #expect(screen.titleStatus == "3/12 · sample data")
    }

    @Test(arguments: usersSnapshotSizes) func loading(size: Size) {
        let screen = makeUsersScreen()
        assertSnapshot(of: frame(of: [screen], size: size), named: "loading-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func error(size: Size) throws {
        let screen = makeUsersScreen()
        let request = try #require(screen.store.state.pageRequest)
        screen.store.send(
            .pageFailed(
                request, LoadFailure(UsersError.appIDRejected(origin: .environment(variable: "DUMMYAPI_APP_ID")))))
        assertSnapshot(of: frame(of: [screen], size: size), named: "error-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func empty(size: Size) {
        let screen = loadedScreen(count: 0, total: 0)
        assertSnapshot(of: frame(of: [screen], size: size), named: "empty-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func filtering(size: Size) {
        let screen = loadedScreen()
        for key: Key in [.character("/"), .character("Z"), .character("o")] {
            _ = screen.handle(key)
        }
        #expect(screen.isCapturingText)
        #expect(screen.title == "3 of 12 match")
        assertSnapshot(of: frame(of: [screen], size: size), named: "filtering-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func filterKept(size: Size) {
        let screen = loadedScreen()
        for key: Key in [.character("/"), .character("a"), .character("n"), .enter, .down] {
            _ = screen.handle(key)
        }
        #expect(!screen.isCapturingText)
        assertSnapshot(of: frame(of: [screen], size: size), named: "filter-kept-\(size.width)x\(size.height)")
    }

    @Test(arguments: usersSnapshotSizes) func noMatches(size: Size) {
        let screen = loadedScreen()
        for key: Key in [.character("/"), .character("q"), .character("x")] {
            #expect(screen.handle(key) == .handled)
        }
        #expect(screen.title == "0 of 12 match", "q typed into the field rather than quitting")
        assertSnapshot(of: frame(of: [screen], size: size), named: "no-matches-\(size.width)x\(size.height)")
    }

    /// The filter matches what a row shows: the email beside the name too.
    @Test func theFilterFindsTheEmailTheRowShows() {
        let screen = loadedScreen()
        for key: Key in [.character("/")] + "user7@".map({ Key.character($0) }) { _ = screen.handle(key) }
        #expect(screen.title == "1 of 12 match")
        #expect(screen.store.state.selectedItem?.fullName == "Nguyễn Văn An")
        #expect(UsersState.matches(UserSummary(F.user(7)), "USER7@EXAMPLE"))
        #expect(!UsersState.matches(UserSummary(F.user(7)), "an user7"), "not across the name and the email")
        var nameless = F.user(3)
        (nameless.firstName, nameless.lastName) = ("", "")
        #expect(UsersState.matches(UserSummary(nameless), "60d0fe4f"), "a row without a name shows the id")
    }

    @Test func escClearsTheFilterAndKeepsTheSelectedUser() {
        let screen = loadedScreen()
        for key: Key in [.character("/"), .character("j"), .character("o"), .character("s"), .escape] {
            _ = screen.handle(key)
        }
        #expect(screen.store.state.filter == nil)
        #expect(!screen.isCapturingText)
        #expect(screen.store.state.selectedItem?.fullName == "José Álvarez")
        #expect(screen.title == "Users · 12")
    }

    @Test func escWithAKeptFilterClearsItThenIsLeftToTheRuntime() {
        let screen = loadedScreen()
        for key: Key in [.character("/"), .character("z"), .enter] {
            _ = screen.handle(key)
        }
        #expect(screen.handle(.escape) == .handled)
        #expect(screen.store.state.filter == nil)
        #expect(screen.handle(.escape) == .ignored)
    }

    @Test func moveKeysGoThroughTheListKeyMap() {
        let screen = loadedScreen()
        layOut([screen], size: Size(width: 80, height: 24))
        _ = screen.handle(.character("G"))
        #expect(screen.store.state.cursor.selection == 11)
        _ = screen.handle(.character("k"))
        #expect(screen.store.state.cursor.selection == 10)
        _ = screen.handle(.home)
        _ = screen.handle(.pageDown)
        #expect(screen.store.state.cursor.selection == 11, "a page is 21 rows; the list has 12")
        _ = screen.handle(.character("g"))
        #expect(screen.store.state.cursor.selection == 0)
    }

    @Test func rReloadsAndTheStatusSaysSo() {
        let screen = loadedScreen()
        #expect(screen.handle(.character("r")) == .handled)
        #expect(screen.titleStatus == "1/12 · sample data · reloading…")
    }

    @Test func statusBarListsTheKeysTheScreenDispatches() {
        let screen = loadedScreen()
        let labels = screen.keyBindings.filter(\.showsInStatusBar).map(\.label)
        #expect(labels == ["open", "filter", "more info", "reload"])
        _ = screen.handle(.character("/"))
        #expect(
            screen.keyBindings.filter(\.showsInStatusBar).map(\.label) == [
                "keep filter", "clear filter", "move", "page",
            ])
    }

    @Test func everyKeyTheBindingsShowIsOneTheScreenActsOn() {
        for key in loadedScreen().keyBindings.flatMap(\.keys) {
            let screen = loadedScreen()
            layOut([screen], size: Size(width: 120, height: 40))
            #expect(!(screen.handle(key) == .ignored), "\(key) is listed but ignored")
        }
        let detail = loadedScreen()
        layOut([detail], size: Size(width: 80, height: 24))
        _ = detail.handle(.enter)
        for key in detail.keyBindings.flatMap(\.keys) {
            let screen = loadedScreen()
            layOut([screen], size: Size(width: 80, height: 24))
            _ = screen.handle(.enter)
            #expect(!(screen.handle(key) == .ignored), "\(key) is listed but ignored by the detail")
        }
    }

    @Test func hostileNamesFromTheServerNeverReachTheTerminalAsControls() throws {
        let screen = makeUsersScreen()
        let request = try #require(screen.store.state.pageRequest)
        let hostile = User(
            id: "evil\u{7}", firstName: "\u{1B}[2JMallory", lastName: "Bell\u{7}\r\n",
            email: "x\u{1B}]0;owned\u{7}@e.com")
        screen.store.send(.pageLoaded(request, ListPage(items: [UserSummary(hostile)], total: 1)))
        let size = Size(width: 120, height: 40)
        layOut([screen], size: size)
        _ = screen.handle(.enter)
        let buffer = frame(of: [screen], size: size)
        let controls = buffer.lines.joined().unicodeScalars.filter { $0.value < 0x20 || $0.value == 0x7F }
        #expect(controls.isEmpty)
        #expect(buffer.lines.joined().contains("Mallory"))
    }

    @Test func aHundredThousandUsersDrawOnlyTheVisibleRows() throws {
        let screen = makeUsersScreen()
        func page(_ index: Int) -> ListPage<UserSummary> {
            ListPage(
                items: (index * 50..<index * 50 + 50).map {
                    UserSummary(id: "s\($0)", firstName: "Person", lastName: "\($0)")
                },
                total: 100_000)
        }
        guard let first = screen.store.state.pageRequest else { return }
        screen.store.send(.pageLoaded(first, page(0)))
        _ = screen.handle(.end)
        let last = try #require(screen.store.state.pageRequest, "End asks for the last page only")
        #expect(last.page == 1_999)
        screen.store.send(.pageLoaded(last, page(1_999)))
        let buffer = frame(of: [screen], size: Size(width: 80, height: 24))
        #expect(buffer.line(22).contains("Person 99999"))
        #expect(screen.title == "Users · 100000")
    }
}
