import ViewModelCore

extension BrowserState {
    /// The pure state machine of a browser whose filter keeps the items `matches(item, text)` says
    /// match (the text is never empty). Opening needs a selected item; a new filter closes the
    /// detail and selects the first row it shows.
    public static func reducer(
        matching matches: @escaping @Sendable (Item, String) -> Bool
    ) -> (inout BrowserState, BrowserEvent) -> Void {
        { state, event in
            switch event {
            case .move(let move):
                state.cursor = state.cursor.moved(move, count: state.shown.count)
            case .open:
                if state.selected != nil { state.level = .detail }
            case .toggleSheet:
                guard state.selected != nil else { return }
                state.level = state.level == .sheet ? .detail : .sheet
            case .back:
                state.level = state.level == .sheet ? .detail : .list
            case .focusFilter:
                state.isFiltering = true
                state.level = .list
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

    /// Recomputes `shown` for the filter's text and selects its first row.
    private mutating func refilter(_ matches: (Item, String) -> Bool) {
        let text = filter.text
        shown = text.isEmpty ? Array(items.indices) : items.indices.filter { matches(items[$0], text) }
        cursor = ListCursor()
        level = .list
    }
}
