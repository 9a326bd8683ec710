import Domain
import PubSub
import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@testable import ListDetail
@testable import Users

/// The Users screen and the mouse, pastes and the clipboard: clicks and the wheel against the
/// rows the last frame drew, one filter pass per paste, `y`/`Y` copying what is known; and the
/// position and placeholder rows of a list longer than what is loaded.
@Suite struct UsersPointerTests {
    typealias F = UsersScreenFixtures

    private func loadedScreen(count: Int = 12, total: Int = 12, size: Size) -> UsersScreen {
        let screen = makeUsersScreen()
        screen.deliverFirstPage(count: count, total: total)
        layOut([screen], size: size)
        return screen
    }

    /// A click on the screen row that shows list row `row` in the last frame.
    private func click(_ screen: UsersScreen, row: Int) throws -> MouseEvent {
        let layout = try #require(screen.drawnList)
        return .click(x: layout.rows.x + 2, y: layout.rows.y + row - layout.offset)
    }

    @Test func theWheelMovesTheSelectionThreeRowsANotch() {
        let screen = loadedScreen(size: Size(width: 80, height: 24))
        #expect(screen.handle(mouse: MouseEvent(.wheelDown, x: 60, y: 10)) == .handled)
        #expect(screen.store.state.cursor.selection == 3)
        _ = screen.handle(mouse: MouseEvent(.wheelDown, x: 0, y: 0))
        _ = screen.handle(mouse: MouseEvent(.wheelUp, x: 0, y: 0))
        #expect(screen.store.state.cursor.selection == 3)
    }

    @Test func aClickSelectsAndASecondClickOpensOnANarrowScreen() throws {
        let screen = loadedScreen(size: Size(width: 80, height: 24))
        #expect(screen.handle(mouse: try click(screen, row: 4)) == .handled)
        #expect(screen.store.state.cursor.selection == 4)
        #expect(screen.handle(mouse: try click(screen, row: 4)) == .handled)
        #expect(screen.store.state.presentation.isDetailOpen, "a click on the selected row opens it")
        #expect(screen.store.state.detailItem?.id == F.user(4).id)
        layOut([screen], size: Size(width: 80, height: 24))
        #expect(
            screen.handle(mouse: MouseEvent(.wheelDown, x: 3, y: 5)) == .ignored, "the detail alone takes no clicks")
    }

    @Test func aClickOnTheSelectedRowOpensThePaneOnAWideScreen() throws {
        let screen = loadedScreen(size: Size(width: 120, height: 40))
        #expect(screen.handle(mouse: try click(screen, row: 0)) == .handled)
        #expect(screen.store.state.presentation.isDetailOpen)
        #expect(screen.store.state.detailItem?.id == F.user(0).id)
    }

    @Test func clicksHitTheRowsTheLastFrameShowed() throws {
        let screen = loadedScreen(count: 50, total: 100_000, size: Size(width: 80, height: 24))
        for _ in 0..<40 { _ = screen.handle(.down) }
        layOut([screen], size: Size(width: 80, height: 24))
        let layout = try #require(screen.drawnList)
        #expect(layout.offset > 0, "the list scrolled")
        _ = screen.handle(mouse: .click(x: 3, y: layout.rows.y))
        #expect(screen.store.state.cursor.selection == layout.offset)
        #expect(screen.handle(mouse: .click(x: 3, y: 0)) == .ignored, "the title bar is not the list's")
        #expect(screen.handle(mouse: MouseEvent(.release, x: 3, y: 5)) == .ignored)
    }

    @Test func aPasteIntoTheFilterIsOneEditAndOneFilterPass() {
        let screen = loadedScreen(size: Size(width: 80, height: 24))
        #expect(screen.handle(paste: "ada") == .ignored, "no field has the keys")
        _ = screen.handle(.character("/"))
        var passes = 0
        let link = screen.store.states.dropFirst().sink { _ in passes += 1 }
        #expect(screen.handle(paste: "Zo\ne") == .handled)
        #expect(passes == 1)
        #expect(screen.store.state.filter?.query == "Zo e")
        passes = 0
        _ = screen.handle(.control("u"))
        #expect(
            screen.handle(paste: String(repeating: "x", count: 5_000)) == .fieldFull,
            "a paste cut to what the field holds says so in the status bar")
        #expect(passes == 2, "Ctrl-U and the paste: one pass each")
        #expect(screen.title == "0 of 12 match")
        #expect(screen.handle(.character("x")) == .fieldFull, "so does a key typed into a full field")
        #expect(passes == 2, "and it costs no filter pass")
        link.cancel()
    }

    @Test func yCopiesTheSelectedEmailAndYThePhoneWhereItIsKnown() throws {
        let screen = loadedScreen(size: Size(width: 80, height: 24))
        guard case .copy(let email, let confirmation) = screen.handle(.character("y")) else {
            Issue.record("y copies the email")
            return
        }
        #expect(email == "user0@example.com")
        #expect(confirmation == "Copied the email to the clipboard: user0@example.com")
        #expect(screen.handle(.character("Y")) == .ignored, "the list knows no phone numbers")
        for _ in 0..<4 { _ = screen.handle(.down) }
        #expect(screen.handle(.character("y")) == .ignored, "user 4 has no email")
        #expect(!screen.keyBindings.contains { $0.label == "copy email" })

        _ = screen.handle(.home)
        _ = screen.handle(.down)
        _ = screen.handle(.enter)
        layOut([screen], size: Size(width: 80, height: 24))
        let request = try #require(screen.store.state.detailRequest)
        screen.store.send(.detailLoaded(request, Fetched(F.fullUser(1))))
        guard case .copy(let phone, _) = screen.handle(.character("Y")) else {
            Issue.record("Y copies the phone number in the detail")
            return
        }
        #expect(phone == "92694011")
        _ = screen.handle(.character("m"))
        guard case .copy(let sheetEmail, _) = screen.handle(.character("y")) else {
            Issue.record("y copies the email in the sheet")
            return
        }
        #expect(sheetEmail == "user1@example.com")
    }

    @Test func aClickOutsideTheSheetClosesIt() throws {
        let size = Size(width: 80, height: 24)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.character("m"))
        layOut([screen], size: size)
        let box = try #require(screen.drawnSheet)
        #expect(screen.handle(mouse: .click(x: box.x + 3, y: box.y + 2)) == .handled)
        #expect(screen.handle(mouse: MouseEvent(.wheelDown, x: 0, y: 3)) == .handled, "nothing reaches the list")
        #expect(screen.store.state.cursor.selection == 0)
        #expect(screen.store.state.presentation.isSheetOpen)
        #expect(screen.handle(mouse: .click(x: box.x - 1, y: box.y + 2)) == .handled)
        #expect(!screen.store.state.presentation.isSheetOpen)
        _ = screen.handle(.character("m"))
        layOut([screen], size: size)
        _ = screen.handle(mouse: MouseEvent(.press(.right), x: 0, y: 1))
        #expect(!screen.store.state.presentation.isSheetOpen)
        #expect(screen.drawnSheet != nil, "kept until the next layout")
        layOut([screen], size: size)
        #expect(screen.drawnSheet == nil)
    }

    @Test(arguments: usersSnapshotSizes) func positionAndPlaceholders(size: Size) throws {
        let screen = loadedScreen(count: 50, total: 100_000, size: size)
        _ = screen.handle(.end)
        #expect(screen.titleStatus == "100000/100000 · sample data")
        assertSnapshot(of: frame(of: [screen], size: size), named: "placeholders-\(size.width)x\(size.height)")
        let request = try #require(screen.store.state.pageRequest)
        #expect(request.page == 1_999)
        let last = ListPage(
            items: (99_950..<100_000).map { UserSummary(F.user($0)) }, total: 100_000, note: "sample data")
        screen.store.send(.pageLoaded(request, last))
        assertSnapshot(of: frame(of: [screen], size: size), named: "placeholders-filled-\(size.width)x\(size.height)")
    }
}
