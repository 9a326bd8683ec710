import PresentationModel
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
        store.send(.present(.open)) { $0 = self.state(selection: 7, detail: true) }
        store.send(.present(.toggleSheet)) { $0 = self.state(selection: 7, detail: true, sheet: true) }
        store.send(.present(.toggleSheet)) { $0 = self.state(selection: 7, detail: true) }
        store.send(.present(.toggleSheet)) { $0 = self.state(selection: 7, detail: true, sheet: true) }
        store.send(.present(.back)) { $0 = self.state(selection: 7, detail: true) }
        store.send(.present(.back)) { $0 = self.state(selection: 7) }
        #expect(store.state.selected == Planet(name: "Neptune", moons: 16))
    }

    @Test func theFilterKeepsMatchingRowsAndSelectsTheFirst() {
        let store = browser()
        store.send(.move(.down)) { $0 = self.state(selection: 1) }
        store.send(.present(.open)) { $0 = self.state(selection: 1, detail: true) }
        store.send(.focusFilter) { $0 = self.state(selection: 1, filtering: true) }
        store.send(.editFilter(field("ur"))) {
            $0 = self.state(filter: "ur", filtering: true, shown: [0, 5, 6])
        }
        store.send(.endFilter) { $0 = self.state(filter: "ur", shown: [0, 5, 6]) }
        #expect(store.state.selected?.name == "Mercury")
        store.send(.focusFilter) { $0 = self.state(filter: "ur", filtering: true, shown: [0, 5, 6]) }
        store.send(.clearFilter) { $0 = self.state() }
    }

    @Test func theSheetOpensOverTheListAndClosesFirst() {
        let store = browser()
        store.send(.present(.toggleSheet)) { $0 = self.state(sheet: true) }
        store.send(.present(.open)) { $0 = self.state(detail: true, sheet: true) }
        store.send(.present(.back)) { $0 = self.state(detail: true) }
        store.send(.focusFilter) { $0 = self.state(filtering: true) }
    }

    @Test func nothingOpensWhenTheFilterShowsNoRows() {
        let store = browser()
        store.send(.editFilter(field("pluto"))) { $0 = self.state(filter: "pluto", shown: []) }
        store.send(.present(.open))
        store.send(.present(.toggleSheet))
        store.send(.move(.down))
        #expect(store.state.selected == nil)
    }

    /// The state the events above should make, built without the reducer.
    private func state(
        selection: Int = 0, detail: Bool = false, sheet: Bool = false, filter: String = "", filtering: Bool = false,
        shown: [Int] = Array(0..<8)
    ) -> BrowserState<Planet> {
        var expected = BrowserState(items: Planet.all)
        expected.filter = field(filter)
        expected.isFiltering = filtering
        expected.shown = shown
        expected.cursor = ListCursor(selection: selection)
        expected.presentation = Presentation(isDetailOpen: detail, isSheetOpen: sheet)
        return expected
    }
}
