import Testing
import ViewModelCore
import ViewModelTestSupport
import Widgets

@testable import Browser

/// The browser's state machine, every state checked: moving, opening, the sheet, the filter.
@Suite struct BrowserReduceTests {
    private func browser() -> TestStore<BrowserState<Planet>, BrowserEvent> {
        TestStore(
            initial: BrowserState(items: Planet.all), reduce: BrowserState.reducer(matching: Planet.content.matches))
    }

    private func field(_ text: String) -> TextFieldState { TextFieldState(text: text) }

    @Test func movesOpensAndGoesBackOneLevelAtATime() {
        let store = browser()
        store.send(.move(.down)) { $0 = self.state(selection: 1) }
        store.send(.move(.end)) { $0 = self.state(selection: 7) }
        store.send(.open) { $0 = self.state(selection: 7, level: .detail) }
        store.send(.toggleSheet) { $0 = self.state(selection: 7, level: .sheet) }
        store.send(.toggleSheet) { $0 = self.state(selection: 7, level: .detail) }
        store.send(.toggleSheet) { $0 = self.state(selection: 7, level: .sheet) }
        store.send(.back) { $0 = self.state(selection: 7, level: .detail) }
        store.send(.back) { $0 = self.state(selection: 7) }
        #expect(store.state.selected == Planet(name: "Neptune", moons: 16))
    }

    @Test func theFilterKeepsMatchingRowsAndSelectsTheFirst() {
        let store = browser()
        store.send(.move(.down)) { $0 = self.state(selection: 1) }
        store.send(.open) { $0 = self.state(selection: 1, level: .detail) }
        store.send(.focusFilter) { $0 = self.state(selection: 1, filtering: true) }
        store.send(.editFilter(field("ur"))) {
            $0 = self.state(filter: "ur", filtering: true, shown: [0, 5, 6])
        }
        store.send(.endFilter) { $0 = self.state(filter: "ur", shown: [0, 5, 6]) }
        #expect(store.state.selected?.name == "Mercury")
        store.send(.focusFilter) { $0 = self.state(filter: "ur", filtering: true, shown: [0, 5, 6]) }
        store.send(.clearFilter) { $0 = self.state() }
    }

    @Test func nothingOpensWhenTheFilterShowsNoRows() {
        let store = browser()
        store.send(.editFilter(field("pluto"))) { $0 = self.state(filter: "pluto", shown: []) }
        store.send(.open)
        store.send(.toggleSheet)
        store.send(.move(.down))
        #expect(store.state.selected == nil)
    }

    /// The state the events above should make, built without the reducer.
    private func state(
        selection: Int = 0, level: BrowserLevel = .list, filter: String = "", filtering: Bool = false,
        shown: [Int] = Array(0..<8)
    ) -> BrowserState<Planet> {
        var expected = BrowserState(items: Planet.all)
        expected.filter = field(filter)
        expected.isFiltering = filtering
        expected.shown = shown
        expected.cursor = ListCursor(selection: selection)
        expected.level = level
        return expected
    }
}
