import TerminalCore
import ViewModelCore

extension ListDetailState {
    /// The component's state machine (`reducer(matching:)`), its filter matching an item when one
    /// of its `texts` contains the filter's text the way people type it: `TextFolding` ignores case,
    /// accents and the form a text is stored in, so "nguyen do" finds "Nguyễn Đỗ".
    public static func reducer(searching texts: @escaping @Sendable (Item) -> [String]) -> Reducer<Self, Event> {
        reducer(matching: { item, text in
            let query = TextFolding.fold(text)
            return texts(item).contains { TextFolding.fold($0).contains(query) }
        })
    }
}
