import Widgets

/// A key table the screen built, kept with what it was built from, so the next key or frame with
/// the same makes no new one (`ListDetailScreen.keyMap` and its dispatch table).
struct ListDetailTable {
    /// Everything a table is built from besides the slots, which do not change.
    struct Recipe: Equatable {
        /// The stage in front.
        var stage: ListDetailKeyMap.Stage
        /// Which of the section's commands that may do nothing (`ListDetailSlots.isAvailable`) do
        /// something now.
        var available: [Bool]
        /// The copy keys listed, by index in the slots.
        var copies: [Int]
        /// The section's own keys available now (`ListDetailKey.isAvailable`), by index in the slots.
        var ownKeys: [Int]
        /// True while the text field is there (it takes a click).
        var hasField: Bool
        /// True while rows are shown (the detail alone may move among them).
        var hasRows: Bool
        /// True while the full-screen detail is taller than the screen (the wheel scrolls it).
        var detailScrolls: Bool
    }

    /// What the table was built from.
    let recipe: Recipe
    /// The table.
    let table: KeyMap<ListDetailCommand>
}
