/// What a list → detail → sheet section shows: the list alone, the list with an item's detail
/// open (beside the rows on a wide screen, over them on a narrow one — `SplitLayout` decides), and
/// a sheet over either. One value for every such section, so each holds the same two facts and
/// changes them by the same events.
///
/// A pure state machine in the seeds' shape (State / Event / reduce): a view model keeps it in its
/// state and reduces its keys' events through `reduce`. Keys map to events the same way everywhere:
/// Enter opens the detail (`open`), Esc closes what is in front (`back`), `m`/`i` show or hide the
/// sheet (`toggleSheet`); Tab switches section and leaves it as it is.
public struct Presentation: Hashable, Sendable {
    /// The selected item's detail is open.
    public var isDetailOpen: Bool
    /// The sheet (more info) is open over the list or the detail.
    public var isSheetOpen: Bool

    /// A presentation with the detail and the sheet open or closed; by default only the list shows.
    public init(isDetailOpen: Bool = false, isSheetOpen: Bool = false) {
        self.isDetailOpen = isDetailOpen
        self.isSheetOpen = isSheetOpen
    }

    /// What is in front: the part keys go to.
    public enum Stage: Hashable, Sendable {
        /// Only the list: list keys apply.
        case list
        /// The detail is open (beside the list or in its place): detail keys apply.
        case detail
        /// The sheet is over everything: only its keys apply.
        case sheet
    }

    /// What a key or the section asks of the presentation.
    public enum Event: Hashable, Sendable {
        /// Enter, → or a click on the selected row: open the detail.
        case open
        /// Esc, ← or Backspace: close the sheet if it is open, else the detail.
        case back
        /// `m` or `i`: show the sheet, or hide it.
        case toggleSheet
        /// A click outside the sheet, or its close key.
        case closeSheet
        /// Close the detail (a sheet open over it stays until its own close).
        case closeDetail
        /// The item went away (a new search, an empty list): back to the list alone.
        case closeAll
    }

    /// The part in front.
    public var stage: Stage {
        if isSheetOpen { return .sheet }
        return isDetailOpen ? .detail : .list
    }

    /// `state` after `event`.
    public static func reduce(_ state: inout Presentation, _ event: Event) {
        switch event {
        case .open:
            state.isDetailOpen = true
        case .back:
            if state.isSheetOpen {
                state.isSheetOpen = false
            } else {
                state.isDetailOpen = false
            }
        case .toggleSheet:
            state.isSheetOpen.toggle()
        case .closeSheet:
            state.isSheetOpen = false
        case .closeDetail:
            state.isDetailOpen = false
        case .closeAll:
            state = Presentation()
        }
    }
}
