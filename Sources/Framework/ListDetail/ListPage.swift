/// One page of rows as a list's page hook answers it: the items at `page × pageSize` onwards, the
/// total number of rows when the source says (`nil`: the list grows while full pages come), and a
/// note about where they came from ("sample data", "offline — data from 10:42") for the title bar.
public struct ListPage<Item: Equatable & Sendable>: Equatable, Sendable {
    /// The rows of the page, in order.
    public var items: [Item]
    /// How many rows the whole list has, if the source says.
    public var total: Int?
    /// Where the rows came from, shown in the title bar; `nil` says nothing.
    public var note: String?

    /// A page of `items`, of a list of `total` rows, with `note` for the title bar.
    public init(items: [Item], total: Int? = nil, note: String? = nil) {
        self.items = items
        self.total = total
        self.note = note
    }
}
