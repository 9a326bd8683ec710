import Domain
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModels
import Widgets

@testable import Screens

/// The detail beside the list (wide), the full-screen detail (narrow), the more-info sheet and
/// the deep-link start stack.
@Suite struct UsersDetailScreensTests {
    typealias F = UsersScreenFixtures

    func loadedScreen() -> UsersListScreen {
        let screen = makeConfigurator().makeListScreen()
        screen.deliverFirstPage(count: 12, total: 12)
        return screen
    }

    /// Sends the full record the detail view model asked for.
    func deliverRecord(_ detail: UserDetailViewModel, index: Int) {
        guard let request = detail.state.request else { return }
        detail.send(.loaded(request, Fetched(F.fullUser(index))))
    }

    @Test func wideEnterOpensTheDetailBesideTheListAndItFollowsTheSelection() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen()
        layOut([screen], size: size)
        #expect(screen.handle(.enter) == .handled)
        #expect(screen.viewModel.state.isDetailOpen)
        #expect(screen.detail.state.userID == F.user(0).id)
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        #expect(screen.detail.state.userID == F.user(2).id)
        deliverRecord(screen.detail, index: 2)
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-120x40")
        #expect(
            screen.keyBindings.filter(\.showsInStatusBar).map(\.label) == [
                "open", "back", "filter", "more info", "reload",
            ])

        #expect(screen.handle(.left) == .handled)
        #expect(!screen.viewModel.state.isDetailOpen)
    }

    @Test func thePaneFollowsFilterEditsAndNotTheHiddenSelection() {
        let wide = Size(width: 120, height: 40)
        let screen = loadedScreen()
        layOut([screen], size: wide)
        _ = screen.handle(.enter)
        for key: Key in [.character("/"), .character("a"), .character("d"), .character("a")] {
            _ = screen.handle(key)
        }
        #expect(screen.detail.state.userID == F.user(8).id, "Ada Lovelace, the only match")

        _ = screen.handle(.escape)
        layOut([screen], size: Size(width: 80, height: 24))
        _ = screen.handle(.down)
        #expect(screen.detail.state.userID == F.user(8).id, "a narrow list does not load for a hidden pane")
    }

    @Test func wideDetailStillLoadingShowsThePreview() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen()
        layOut([screen], size: size)
        _ = screen.handle(.right)
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-loading-120x40")
    }

    @Test func wideDetailErrorOffersRetry() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen()
        layOut([screen], size: size)
        _ = screen.handle(.enter)
        if let request = screen.detail.state.request {
            screen.detail.send(.failed(request, LoadFailure(UsersError.timeout(seconds: 10))))
        }
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-error-120x40")
        #expect(screen.handle(.character("r")) == .handled)
        #expect(screen.detail.state.record.isLoading, "r retries the pane's record")
        #expect(screen.viewModel.state.status == .loaded, "and leaves the list alone")
    }

    @Test func narrowEnterPushesTheFullScreenDetailAndEscPops() throws {
        let size = Size(width: 80, height: 24)
        let list = loadedScreen()
        layOut([list], size: size)
        _ = list.handle(.down)
        guard case .push(let pushed) = list.handle(.enter) else {
            Issue.record("Enter on a narrow list should push the detail")
            return
        }
        let detail = try #require(pushed as? UserDetailScreen)
        #expect(!list.viewModel.state.isDetailOpen)
        deliverRecord(detail.viewModel, index: 1)
        #expect(detail.title == "Søren Kierkegaard")
        assertSnapshot(of: frame(of: [list, detail], size: size), named: "narrow-detail-80x24")
        assertSnapshot(
            of: frame(of: [list, detail], size: Size(width: 120, height: 40)), named: "narrow-detail-120x40")
        #expect(detail.handle(.escape) == .pop)
        #expect(detail.handle(.left) == .pop)
    }

    @Test func aNarrowDetailThatFailedOffersRetry() throws {
        let detail = makeConfigurator().makeDetailScreen(for: F.user(4))
        #expect(!detail.keyBindings.map(\.label).contains("retry"))
        let request = try #require(detail.viewModel.state.request)
        detail.viewModel.send(.failed(request, LoadFailure(UsersError.unreachable(host: "dummyapi.io"))))
        #expect(detail.keyBindings.map(\.label).contains("retry"))
        assertSnapshot(
            of: frame(of: [detail], size: Size(width: 80, height: 24)), named: "narrow-detail-error-80x24")
        #expect(detail.handle(.character("r")) == .handled)
        #expect(detail.viewModel.state.record.isLoading)
    }

    @Test(arguments: usersSnapshotSizes) func sheetOverTheDetail(size: Size) throws {
        let list = loadedScreen()
        let detail = makeConfigurator().makeDetailScreen(for: F.user(0))
        deliverRecord(detail.viewModel, index: 0)
        guard case .push(let pushed) = detail.handle(.character("m")) else {
            Issue.record("m should push the sheet")
            return
        }
        let sheet = try #require(pushed as? UserInfoSheetScreen)
        #expect(sheet.isOverlay)
        let close = try #require(sheet.keyBindings.first { $0.label == "close" })
        #expect(sheet.sheet.closeHint == close.hint, "the sheet's edge names the keys its table closes it with")
        assertSnapshot(of: frame(of: [list, detail, sheet], size: size), named: "sheet-\(size.width)x\(size.height)")
        #expect(sheet.handle(.character("m")) == .pop)
        #expect(sheet.handle(.character("i")) == .pop)
        #expect(sheet.handle(.escape) == .pop)
        #expect(sheet.handle(.character("x")) == .handled, "a modal keeps other keys from the screen beneath")
    }

    @Test func theSheetForAUserWithMissingValuesSaysNA() throws {
        let size = Size(width: 80, height: 24)
        let list = loadedScreen()
        layOut([list], size: size)
        _ = list.handle(.end)
        _ = list.handle(.up)
        _ = list.handle(.up)
        guard case .push(let pushed) = list.handle(.character("i")) else {
            Issue.record("i should push the sheet")
            return
        }
        let sheet = try #require(pushed as? UserInfoSheetScreen)
        if let request = sheet.viewModel.state.request {
            var sparse = F.user(9)
            sparse.email = nil
            sheet.viewModel.send(.loaded(request, Fetched(sparse)))
        }
        assertSnapshot(of: frame(of: [list, sheet], size: size), named: "sheet-missing-values-80x24")
    }

    @Test func closingTheSheetLeavesTheScreenBeneathExactlyAsBefore() throws {
        let size = Size(width: 120, height: 40)
        let list = loadedScreen()
        layOut([list], size: size)
        _ = list.handle(.down)
        _ = list.handle(.enter)
        deliverRecord(list.detail, index: 1)
        let before = frame(of: [list], size: size)
        guard case .push(let sheet) = list.handle(.character("m")) else {
            Issue.record("m should push the sheet")
            return
        }
        let covered = frame(of: [list, sheet], size: size)
        #expect(covered != before)
        #expect(sheet.handle(.character("m")) == .pop)
        #expect(frame(of: [list], size: size) == before)
    }

    @Test func deepLinksStartOnTheDetailAndTheSheet() throws {
        let configurator = makeConfigurator()
        let screens = configurator.makeScreens(startup: UsersStartup(openUserID: F.user(3).id, showsMoreInfo: true))
        #expect(screens.count == 3)
        let detail = try #require(screens[1] as? UserDetailScreen)
        #expect(screens[0] is UsersListScreen)
        #expect(screens[2].isOverlay)
        #expect(detail.viewModel.state.userID == F.user(3).id)
        assertSnapshot(of: frame(of: screens, size: Size(width: 80, height: 24)), named: "deep-link-loading-80x24")
        deliverRecord(detail.viewModel, index: 3)
        assertSnapshot(of: frame(of: screens, size: Size(width: 80, height: 24)), named: "deep-link-more-80x24")

        #expect(configurator.makeScreens(startup: UsersStartup(openUserID: "x")).count == 2)
        #expect(configurator.makeScreens().count == 1)
    }

    @Test(arguments: usersSnapshotSizes)
    func aDeepLinkToAMissingUserOffersOnlyTheWayBack(size: Size) throws {
        let screens = makeConfigurator().makeScreens(startup: UsersStartup(openUserID: "no-such-user"))
        let detail = try #require(screens.last as? UserDetailScreen)
        let request = try #require(detail.viewModel.state.request)
        detail.viewModel.send(.failed(request, LoadFailure(UsersError.notFound(id: "no-such-user"))))
        #expect(detail.keyBindings.map(\.label) == ["back"], "no more info without a user, no retry for a missing id")
        #expect(detail.handle(.character("m")) == .ignored)
        assertSnapshot(
            of: frame(of: screens, size: size), named: "deep-link-missing-\(size.width)x\(size.height)")
    }
}
