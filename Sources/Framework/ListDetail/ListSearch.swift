/// What a search hook answers for the filter's text: the indices of every matching row of the
/// whole list, in order, and the items it already has for some of them (the rows around the
/// selection), so they show without waiting for their pages.
public struct ListSearch<Item: Equatable & Sendable>: Equatable, Sendable {
    /// The rows that match, by index into the whole list.
    public var indices: [Int]
    /// Items the hook already has, by index.
    public var items: [Int: Item]

    /// An answer of `indices`, with `items` by index.
    public init(indices: [Int], items: [Int: Item] = [:]) {
        self.indices = indices
        self.items = items
    }
}
