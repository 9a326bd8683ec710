/// The detail the list asks its detail hook for: the item opened or followed, and whether the
/// request waits for the selection to rest (the detail beside the list follows it).
public struct DetailRequest<Item: Equatable & Sendable>: Equatable, Sendable {
    /// The item whose detail is asked for.
    public var item: Item
    /// One more at every request, so each is distinct.
    public var generation: Int
    /// True when the request waits until the selection rests.
    public var waitsForSettling: Bool

    /// A request for `item`'s detail.
    public init(item: Item, generation: Int, waitsForSettling: Bool = false) {
        self.item = item
        self.generation = generation
        self.waitsForSettling = waitsForSettling
    }
}
