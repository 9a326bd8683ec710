import Widgets

/// What an app tells a `BrowserScreen` about its items: the title, how an item is drawn as a row,
/// as a detail and as a "more info" sheet, and what the filter matches. Everything else — keys,
/// layout, the filter field — is the browser's.
public struct BrowserContent<Item: Sendable>: Sendable {
    /// The screen's title (the runtime shows it in the title bar and the help).
    public var title: String
    /// What the list and the help call one item ("country"): "3 countries", "Open the country".
    public var noun: (singular: String, plural: String)
    /// The list row of an item.
    public var row: @Sendable (Item) -> ListRow
    /// The detail of an item: shown beside the list when the area is wide enough, else alone.
    public var detail: @Sendable (Item) -> DetailPane
    /// The title and rows of an item's "more info" sheet.
    public var more: @Sendable (Item) -> (title: String, rows: [DetailRow])
    /// Whether an item matches the filter's text (never empty).
    public var matches: @Sendable (Item, String) -> Bool

    /// The content of a browser; see the properties.
    public init(
        title: String, noun: (singular: String, plural: String), row: @escaping @Sendable (Item) -> ListRow,
        detail: @escaping @Sendable (Item) -> DetailPane,
        more: @escaping @Sendable (Item) -> (title: String, rows: [DetailRow]),
        matches: @escaping @Sendable (Item, String) -> Bool
    ) {
        self.title = title
        self.noun = noun
        self.row = row
        self.detail = detail
        self.more = more
        self.matches = matches
    }
}
