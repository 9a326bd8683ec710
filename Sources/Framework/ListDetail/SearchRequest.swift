/// The search the list asks its search hook for: the filter's text, and the load it belongs to.
public struct SearchRequest: Hashable, Sendable {
    /// The text typed.
    public var query: String
    /// The list's load: an answer to a search of an earlier load is dropped.
    public var generation: Int

    /// A search for `query` in load `generation`.
    public init(query: String, generation: Int) {
        self.query = query
        self.generation = generation
    }
}
