import Domain
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore
import Widgets

@testable import ListDetail
@testable import Users

/// The detail beside the list (wide) or alone (narrow), the more-info sheet over either, and the
/// deep links — all one screen, drawn from the list state's presentation (decision 1980).
@Suite struct UsersDetailScreensTests {
    typealias F = UsersScreenFixtures

    func loadedScreen(size: Size) -> UsersScreen {
        let screen = makeUsersScreen()
        screen.deliverFirstPage(count: 12, total: 12)
        layOut([screen], size: size)
        return screen
    }

    /// Issue 26: a filter that matches nobody leaves no one in the detail beside the list — it
    /// stays, empty — and when rows match again, or Esc clears the filter, the user selected
    /// before is selected and shown again.
    @Test func aFilterThatMatchesNobodyEmptiesTheDetailBesideTheListUntilRowsMatchAgain() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.enter)
        for key: Key in [.character("/"), .character("z"), .character("o"), .character("e"), .down] {
            _ = screen.handle(key)
        }
        layOut([screen], size: size)
        let zoeAdams = F.user(10)
        #expect(screen.store.state.detailItem?.id == zoeAdams.id, "Zoë Ångström, then Zoe Adams")
        for key: Key in [.character("q"), .character("x")] { _ = screen.handle(key) }
        #expect(screen.store.state.detailItem == nil)
        #expect(screen.store.state.presentation.isDetailOpen, "the pane stays, empty")
        let empty = frame(of: [screen], size: size)
        assertSnapshot(of: empty, named: "no-matches-detail-beside-120x40")
        #expect(!BufferSnapshot.text(of: empty).contains("Zoe Adams"))
        _ = screen.handle(.backspace)
        _ = screen.handle(.backspace)
        #expect(screen.store.state.detailItem?.id == zoeAdams.id, "the same user again")
        for key: Key in [.character("q"), .character("x"), .escape] { _ = screen.handle(key) }
        #expect(screen.store.state.filter == nil)
        #expect(screen.store.state.selectedItem?.id == zoeAdams.id)
        #expect(screen.store.state.detailItem?.id == zoeAdams.id)
    }

    @Test func wideEnterOpensTheDetailBesideTheListAndItFollowsTheSelection() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen(size: size)
        #expect(screen.handle(.enter) == .handled)
        #expect(screen.store.state.presentation.isDetailOpen)
        #expect(screen.store.state.detailItem?.id == F.user(0).id)
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        #expect(screen.store.state.detailItem?.id == F.user(2).id)
        screen.deliverRecord(2)
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-120x40")
        #expect(
            screen.keyBindings.filter(\.showsInStatusBar).map(\.label) == [
                "open", "back", "filter", "more info", "reload",
            ])

        #expect(screen.handle(.left) == .handled)
        #expect(!screen.store.state.presentation.isDetailOpen)
    }

    @Test func thePaneFollowsFilterEditsAndNotTheHiddenSelection() {
        let screen = loadedScreen(size: Size(width: 120, height: 40))
        _ = screen.handle(.enter)
        for key: Key in [.character("/"), .character("a"), .character("d"), .character("a")] {
            _ = screen.handle(key)
        }
        #expect(screen.store.state.detailItem?.id == F.user(8).id, "Ada Lovelace, the only match")

        _ = screen.handle(.escape)
        layOut([screen], size: Size(width: 80, height: 24))
        #expect(screen.handle(.down) == .ignored, "narrow, the detail is in front of the list")
        _ = screen.handle(.escape)
        _ = screen.handle(.down)
        #expect(screen.store.state.cursor.selection == 9)
        #expect(screen.store.state.detailItem?.id == F.user(8).id, "a closed detail does not follow the list")
    }

    /// A deep-linked id whose record is on its way: the spinner's glyph beside "Loading the user…",
    /// the words alone without animation (`--no-animation`).
    @Test func aUserLoadingWithoutAnimationIsWordsAlone() {
        let detail = UserDetail(summary: UserDetail.placeholder(id: "sample-0003"), record: .loading(last: nil))
        func drawn(animates: Bool) -> String {
            var buffer = Buffer(size: Size(width: 60, height: 12))
            UserDetailPanel(detail: detail, animates: animates).render(into: &buffer, area: buffer.area)
            return buffer.lines.joined(separator: "\n")
        }
        #expect(drawn(animates: true).contains("\(Spinner(frame: 0).glyph) Loading the user…"))
        let still = drawn(animates: false)
        #expect(still.contains("Loading the user…"))
        #expect(!still.contains { Spinner.frames.contains($0) })
    }

    @Test func wideDetailStillLoadingShowsThePreview() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.right)
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-loading-120x40")
    }

    @Test func wideDetailErrorOffersRetry() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.enter)
        if let request = screen.store.state.detailRequest {
            screen.store.send(.detailFailed(request, LoadFailure(UsersError.timeout(seconds: 10))))
        }
        assertSnapshot(of: frame(of: [screen], size: size), named: "split-error-120x40")
        #expect(screen.handle(.character("r")) == .handled)
        #expect(screen.store.state.detail.isLoading, "r retries the pane's record")
        #expect(screen.store.state.load.value != nil && !screen.store.state.load.isLoading, "and leaves the list alone")
    }

    /// Narrow, the detail takes the list's place; widened, the same presentation is the split.
    @Test func narrowEnterShowsTheDetailAloneAndEscGoesBack() {
        let size = Size(width: 80, height: 24)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.down)
        #expect(screen.handle(.enter) == .handled)
        #expect(screen.store.state.presentation.isDetailOpen)
        screen.deliverRecord(1)
        layOut([screen], size: size)
        #expect(screen.title == "Søren Kierkegaard")
        #expect(screen.keyBindings.filter(\.showsInStatusBar).map(\.label) == ["more info", "back"])
        assertSnapshot(of: frame(of: [screen], size: size), named: "narrow-detail-80x24")
        assertSnapshot(of: frame(of: [screen], size: Size(width: 120, height: 40)), named: "narrow-detail-120x40")
        #expect(screen.title == "Users · 12", "the split shows the list's title")
        layOut([screen], size: size)
        #expect(screen.handle(.escape) == .handled)
        #expect(!screen.store.state.presentation.isDetailOpen)
        _ = screen.handle(.enter)
        #expect(screen.handle(.left) == .handled)
        #expect(!screen.store.state.presentation.isDetailOpen)
        #expect(screen.store.state.cursor.selection == 1, "back on the row it opened")
    }

    @Test func aNarrowDetailThatFailedOffersRetry() throws {
        let size = Size(width: 80, height: 24)
        let screen = loadedScreen(size: size)
        for _ in 0..<4 { _ = screen.handle(.down) }
        _ = screen.handle(.enter)
        #expect(!screen.keyBindings.map(\.label).contains("retry"))
        let request = try #require(screen.store.state.detailRequest)
        screen.store.send(.detailFailed(request, LoadFailure(UsersError.unreachable(host: "dummyapi.io"))))
        #expect(screen.keyBindings.map(\.label).contains("retry"))
        assertSnapshot(of: frame(of: [screen], size: size), named: "narrow-detail-error-80x24")
        #expect(screen.handle(.character("r")) == .handled)
        #expect(screen.store.state.detail.isLoading)
        #expect(screen.store.state.load.value != nil && !screen.store.state.load.isLoading, "the list is not reloaded")
    }

    /// The sheet over the detail: alone at 80 columns, beside the list from 100.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40)])
    func sheetOverTheDetail(size: Size) throws {
        let screen = loadedScreen(size: size)
        _ = screen.handle(.enter)
        screen.deliverRecord(0)
        #expect(screen.handle(.character("m")) == .handled)
        #expect(screen.store.state.presentation.isSheetOpen)
        let close = try #require(screen.keyBindings.first { $0.label == "close" })
        #expect(screen.sheet?.closeHint == close.hint, "the sheet's edge names the keys its table closes it with")
        #expect(screen.keyBindings.map(\.label) == ["close", "scroll", "copy email", "copy phone number"])
        assertSnapshot(of: frame(of: [screen], size: size), named: "sheet-\(size.width)x\(size.height)")
        for key: Key in [.character("m"), .character("i"), .escape, .backspace] {
            #expect(screen.handle(key) == .handled)
            #expect(!screen.store.state.presentation.isSheetOpen, "\(key) closes the sheet")
            #expect(screen.store.state.presentation.isDetailOpen, "and only the sheet")
            _ = screen.handle(.character("i"))
        }
        #expect(screen.handle(.character("x")) == .handled, "a modal keeps other keys from what it covers")
        #expect(screen.handle(.down) == .handled)
        #expect(screen.store.state.cursor.selection == 0)
        _ = screen.handle(.escape)
        _ = screen.handle(.escape)
        #expect(screen.store.state.presentation.stage == .list, "Esc closes the sheet, then the detail")
    }

    /// Issue 29: a sheet taller than the screen wraps its long values between grapheme clusters (no
    /// line starts with a vowel sign), says in its edge how much more there is, and scrolls like
    /// the help: the list keys move its first line, End shows the last (Phone and Address).
    @Test func aSheetTallerThanTheScreenWrapsAndScrolls() throws {
        let size = Size(width: 80, height: 24)
        let screen = loadedScreen(size: size)
        #expect(screen.handle(.character("i")) == .handled)
        var user = UsersScreenFixtures.fullUser(0)
        user.firstName = "श्रीनिवासरामानुजनकिशोरीलालमिश्रचतुर्वेदीश्रीनिवासरामानुजनकिशोरीलाल"
        user.location?.street =
            "Flat 12, Building 7, Sri Venkateswara Colony, Second Cross Street, Near the Old Temple Tank, "
            + "Behind the Kapaleeshwarar Temple, Opposite the Ramakrishna Mission School, Past the Flower "
            + "Market and the Sweet Shop on the Corner, Third Floor, Door on the Left, Mylapore"
        user.location?.state = "Tamil Nadu, in the south-east of the Indian subcontinent by the Bay of Bengal"
        let request = try #require(screen.store.state.detailRequest)
        screen.store.send(.detailLoaded(request, Fetched(user)))
        let wrapped = frame(of: [screen], size: size)
        assertSnapshot(of: wrapped, named: "sheet-wrapped-80x24")
        let note = try #require(wrapped.lines.first { $0.contains("more ─") }, "the edge says how much more")
        #expect(note.contains("↓"))
        for line in wrapped.lines {
            let text = line.drop { $0 == "│" || $0 == " " }
            let first = text.unicodeScalars.first?.properties.generalCategory
            #expect(first != .spacingMark && first != .nonspacingMark, "\(line)")
        }
        #expect(screen.handle(.down) == .handled)
        #expect(screen.sheetScroll == 1)
        #expect(screen.handle(mouse: MouseEvent(.wheelDown, x: 40, y: 10)) == .handled)
        #expect(screen.sheetScroll == 3, "the wheel scrolls it as far as it goes (3 lines hidden)")
        #expect(screen.handle(mouse: MouseEvent(.wheelUp, x: 40, y: 10)) == .handled)
        #expect(screen.sheetScroll == 0)
        #expect(screen.store.state.cursor.selection == 0, "the list beneath does not move")
        #expect(screen.handle(.end) == .handled)
        let scrolled = frame(of: [screen], size: size)
        assertSnapshot(of: scrolled, named: "sheet-scrolled-80x24")
        #expect(!scrolled.lines.contains { $0.contains("more ─") }, "nothing more below")
        #expect(scrolled.lines.contains { $0.contains("Phone") })
        #expect(screen.handle(.home) == .handled)
        #expect(screen.sheetScroll == 0)
        _ = screen.handle(.escape)
        _ = screen.handle(.character("i"))
        #expect(screen.sheetScroll == 0, "a sheet opens at its top")
    }

    @Test func theSheetForAUserWithMissingValuesSaysNA() throws {
        let size = Size(width: 80, height: 24)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.end)
        _ = screen.handle(.up)
        _ = screen.handle(.up)
        #expect(screen.handle(.character("i")) == .handled)
        #expect(screen.store.state.presentation.isSheetOpen)
        #expect(!screen.store.state.presentation.isDetailOpen, "over the list")
        if let request = screen.store.state.detailRequest {
            var sparse = F.user(9)
            sparse.email = nil
            screen.store.send(.detailLoaded(request, Fetched(sparse)))
        }
        assertSnapshot(of: frame(of: [screen], size: size), named: "sheet-missing-values-80x24")
    }

    @Test func closingTheSheetLeavesTheScreenBeneathExactlyAsBefore() {
        let size = Size(width: 120, height: 40)
        let screen = loadedScreen(size: size)
        _ = screen.handle(.down)
        _ = screen.handle(.enter)
        screen.deliverRecord(1)
        let before = frame(of: [screen], size: size)
        _ = screen.handle(.character("m"))
        #expect(frame(of: [screen], size: size) != before)
        _ = screen.handle(.character("m"))
        #expect(frame(of: [screen], size: size) == before)
    }

    /// `--open ID --more` is Enter on that user, then `m`: the detail and the sheet show it at
    /// once; the first page then puts the cursor on it.
    @Test func deepLinksOpenTheDetailAndTheSheet() {
        let screen = makeUsersScreen(startup: UsersStartup(openUserID: F.user(3).id, showsMoreInfo: true))
        #expect(screen.store.state.presentation.isDetailOpen)
        #expect(screen.store.state.presentation.isSheetOpen)
        #expect(screen.store.state.detailItem?.id == F.user(3).id)
        assertSnapshot(of: frame(of: [screen], size: Size(width: 80, height: 24)), named: "deep-link-loading-80x24")
        screen.deliverRecord(3)
        assertSnapshot(of: frame(of: [screen], size: Size(width: 80, height: 24)), named: "deep-link-more-80x24")
        screen.deliverFirstPage(count: 12, total: 12)
        #expect(screen.store.state.cursor.selection == 3, "the loaded list selects the linked user")
        _ = screen.handle(.escape)
        assertSnapshot(of: frame(of: [screen], size: Size(width: 100, height: 30)), named: "deep-link-split-100x30")

        let plain = makeUsersScreen(startup: UsersStartup(openUserID: "x"))
        #expect(plain.store.state.presentation.isDetailOpen)
        #expect(!plain.store.state.presentation.isSheetOpen)
        #expect(!makeUsersScreen().store.state.presentation.isDetailOpen)
    }

    /// A linked user the first page does not hold stays in the detail, the cursor where the list
    /// starts, until the person moves: then the detail follows the selection again.
    @Test func aDeepLinkBeyondTheLoadedListKeepsItsUserUntilTheCursorMoves() {
        let size = Size(width: 120, height: 40)
        let screen = makeUsersScreen(startup: UsersStartup(openUserID: F.user(70).id))
        screen.deliverFirstPage(count: 50, total: 100)
        layOut([screen], size: size)
        #expect(screen.store.state.cursor.selection == 0)
        #expect(screen.store.state.detailItem?.id == F.user(70).id)
        _ = screen.handle(.down)
        #expect(screen.store.state.detailItem?.id == F.user(1).id)
    }

    @Test(arguments: usersSnapshotSizes)
    func aDeepLinkToAMissingUserOffersOnlyTheWayBack(size: Size) throws {
        let screen = makeUsersScreen(startup: UsersStartup(openUserID: "no-such-user"))
        layOut([screen], size: size)
        let request = try #require(screen.store.state.detailRequest)
        screen.store.send(.detailFailed(request, LoadFailure(UsersError.notFound(id: "no-such-user"))))
        if !screen.showsSplit {
            #expect(
                screen.keyBindings.map(\.label) == ["back"], "no more info without a user, no retry for a missing id")
            #expect(screen.handle(.character("m")) == .ignored)
        }
        assertSnapshot(of: frame(of: [screen], size: size), named: "deep-link-missing-\(size.width)x\(size.height)")
    }
}
