/// The page the list asks its page hook for: its number and the load it belongs to, so an answer
/// to a load that was replaced (a reload) is told apart and dropped.
public struct PageRequest: Hashable, Sendable {
    /// The page number, from 0.
    public var page: Int
    /// The load: one more at every reload.
    public var generation: Int

    /// Page `page` of load `generation`.
    public init(page: Int, generation: Int) {
        self.page = page
        self.generation = generation
    }
}
