/// The items the list asks its items hook for, by index into the whole list: the rows a whole-list
/// search matched that are shown (or near) and that no page or answer has brought.
public struct ItemsRequest: Hashable, Sendable {
    /// The indices wanted, in order.
    public var indices: [Int]
    /// The list's load: an answer for an earlier load is dropped.
    public var generation: Int

    /// The items at `indices`, for load `generation`.
    public init(indices: [Int], generation: Int) {
        self.indices = indices
        self.generation = generation
    }
}
