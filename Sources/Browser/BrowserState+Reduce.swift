import PresentationModel
import ViewModelCore

extension BrowserState {
    /// The pure state machine of a browser whose filter keeps the items `matches(item, text)` says
    /// match (the text is never empty). Opening needs a selected item; focusing the filter or a new
    /// filter closes what was open, and a new filter selects the first row it shows.
    public static func reducer(
        matching matches: @escaping @Sendable (Item, String) -> Bool
    ) -> (inout BrowserState, BrowserEvent) -> Void {
        { state, event in
            switch event {
            case .move(let move):
                state.cursor = state.cursor.moved(move, count: state.shown.count)
            case .present(let event):
                if state.selected == nil, event == .open || event == .toggleSheet { return }
                Presentation.reduce(&state.presentation, event)
            case .focusFilter:
                state.isFiltering = true
                Presentation.reduce(&state.presentation, .closeAll)
            case .editFilter(let field):
                state.filter = field
                state.refilter(matches)
            case .endFilter:
                state.isFiltering = false
            case .clearFilter:
                state.isFiltering = false
                state.filter.clear()
                state.refilter(matches)
            }
        }
    }

    /// Recomputes `shown` for the filter's text, selects its first row and closes what was open.
    private mutating func refilter(_ matches: (Item, String) -> Bool) {
        let text = filter.text
        shown = text.isEmpty ? Array(items.indices) : items.indices.filter { matches(items[$0], text) }
        cursor = ListCursor()
        Presentation.reduce(&presentation, .closeAll)
    }
}
