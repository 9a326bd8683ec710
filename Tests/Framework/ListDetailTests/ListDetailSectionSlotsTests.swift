import AppRuntime
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore
import Widgets

@testable import ListDetail

/// The slots and the search role a section such as Weather uses: a header above the list and the
/// detail, a heading above the rows, rows drawn at their natural width, words in the list's place,
/// a search field that stays, the detail alone that still moves, and rows the section sets itself.
@Suite struct ListDetailSectionSlotsTests {
    private typealias State = ListDetailState<Planet, String>

    /// A list of the planets whose field is a search (always there, as the section's).
    private func searchState() -> State {
        var state = State(items: Planet.all, fieldRole: .search)
        state.filter = ListFilter()
        state.filter?.isEditing = false
        return state
    }

    private func screen(
        _ state: State, header: Bool = true, placeholder: String? = nil
    ) -> (ListDetailScreen<Planet, String>, Store<State, State.Event>) {
        let store = Store(initial: state, reduce: State.reducer(matching: Planet.matches).reduce)
        var slots = Planet.slots
        slots.fieldPrompt = " Find: "
        if header { slots.header = { _, _ in (2, EmptyState(message: "THE HEADER")) } }
        slots.listHeading = { _, height in height >= 4 ? (1, EmptyState(message: "NAME")) : nil }
        slots.listWidth = { _ in 20 }
        slots.placeholder = { _ in placeholder.map { EmptyState(message: $0) } }
        slots.movesInDetail = true
        return (ListDetailScreen(store: store, slots: slots), store)
    }

    private func render(_ screen: ListDetailScreen<Planet, String>, width: Int = 60, height: Int = 12) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: height))
        screen.layout(in: buffer.area)
        screen.render(into: &buffer, area: buffer.area)
        return buffer
    }

    @Test func theHeaderTheHeadingAndNarrowRowsSitAboveAndBesideTheList() {
        let (screen, _) = screen(searchState())
        let buffer = render(screen)
        #expect(buffer.line(0).hasPrefix(" Find: "), "a search field spans the width, first")
        #expect(buffer.lines[1...2].joined().contains("THE HEADER"))
        #expect(buffer.line(3).contains("NAME"), "the heading above the rows")
        #expect(buffer.line(4).contains("Mercury"))
        #expect(!buffer.line(4).contains("0 moons"), "the rows are drawn 20 columns wide: the moons are cut")
        #expect(screen.drawnList?.rows.width ?? 0 <= 20)
    }

    /// A section's own key that does nothing now (`isAvailable` false) is in no table: the status
    /// bar and help do not offer it and the key is not dispatched; once available it is both.
    @Test func anOwnKeyIsOfferedAndDispatchedOnlyWhileAvailable() {
        final class Switch { var isOn = false, presses = 0 }
        let offer = Switch()
        let store = Store(initial: State(items: Planet.all), reduce: State.reducer(matching: Planet.matches).reduce)
        var slots = Planet.slots
        slots.keys = [
            ListDetailKey(
                KeyBinding(keys: [.character("d")], label: "demo", help: "A key that works only sometimes"),
                isAvailable: { offer.isOn }
            ) {
                offer.presses += 1
                return .handled
            }
        ]
        let screen = ListDetailScreen(store: store, slots: slots)
        _ = render(screen)
        #expect(!screen.keyBindings.contains { $0.label == "demo" })
        #expect(screen.handle(.character("d")) == .ignored)
        offer.isOn = true
        _ = render(screen)
        #expect(screen.keyBindings.contains { $0.label == "demo" })
        #expect(screen.handle(.character("d")) == .handled)
        #expect(offer.presses == 1)
    }

    @Test func aPlaceholderTakesTheListsPlace() {
        let (screen, _) = screen(searchState(), placeholder: "Nothing yet")
        let text = render(screen).lines.joined()
        #expect(text.contains("Nothing yet"))
        #expect(!text.contains("Mercury"))
        #expect(screen.drawnList == nil)
    }

    @Test func aSearchFieldIsLeftWithEscKeepingItsTextAndSlashSelectsIt() {
        let (screen, store) = screen(searchState())
        _ = render(screen)
        #expect(screen.keyBindings.contains { $0.label == "filter" }, "the field key opens it with no filter kept")
        #expect(!screen.keyBindings.contains { $0.label == "clear filter" }, "Esc never clears a search")
        _ = screen.handle(.character("/"))
        for character in "Mars" { _ = screen.handle(.character(character)) }
        #expect(screen.keyBindings.filter(\.showsInStatusBar).map(\.label).prefix(2) == ["search", "leave field"])
        _ = screen.handle(.escape)
        #expect(store.state.filter?.query == "Mars")
        #expect(store.state.filter?.isEditing == false)
        #expect(store.state.visibleCount == Planet.all.count, "a search does not filter the rows")
        _ = screen.handle(.character("/"))
        _ = screen.handle(.character("V"))
        #expect(store.state.filter?.query == "V", "the text was selected: typing replaced it")
    }

    @Test func aClickOnTheFieldOpensIt() {
        let (screen, store) = screen(searchState())
        _ = render(screen)
        #expect(screen.mouseBindings.contains { $0.gesture == .clickField })
        #expect(isHandled(screen.handle(mouse: .click(x: 10, y: 0))))
        #expect(store.state.isEditingFilter)
    }

    @Test func theDetailAloneStillMovesWhenTheSectionSaysSo() {
        var state = searchState()
        state.presentation.isDetailOpen = true
        state.detailItem = Planet.all[0]
        let (screen, store) = screen(state, header: false)
        _ = render(screen)
        #expect(isHandled(screen.handle(.down)))
        #expect(store.state.cursor.selection == 1)
        #expect(isHandled(screen.handle(mouse: MouseEvent(.wheelDown, x: 5, y: 5))))
    }

    @Test func commandsTheSectionSaysDoNothingAreLeftOut() {
        let store = Store(initial: State(items: Planet.all), reduce: State.reducer(matching: Planet.matches).reduce)
        var slots = Planet.slots
        slots.isAvailable = { command, _ in command != .toggleSheet && command != .reload }
        let screen = ListDetailScreen(store: store, slots: slots)
        _ = render(screen)
        #expect(!screen.keyBindings.contains { $0.label == "more info" || $0.label == "reload" })
        #expect(screen.keyBindings.contains { $0.label == "open" })
        if case .ignored = screen.handle(.character("m")) {} else { Issue.record("m does nothing: ignored") }
        #expect(!store.state.presentation.isSheetOpen)
    }

    @Test func rowsTheSectionSetsAreReplacedAndReloadLoadsNothing() {
        var state = State(items: Planet.all)
        state.cursor = ListCursor(selection: 6)
        state.replaceItems(Array(Planet.all.prefix(3)))
        #expect(state.visibleCount == 3)
        #expect(state.cursor.selection == 2, "the selection stays within the new rows")
        let reduce = State.reducer(matching: Planet.matches).reduce
        let before = state
        reduce(&state, .reload)
        #expect(state == before, "reload is the section's: no page is asked for")
    }
}

/// True when `outcome` is `.handled` (`KeyOutcome` is not Equatable).
private func isHandled(_ outcome: KeyOutcome) -> Bool {
    if case .handled = outcome { return true }
    return false
}
