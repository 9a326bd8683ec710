/// A page of users the list state asks for; the view model's feedback loads it.
///
/// `generation` grows with every reload, so asking for page 0 again is a new request and an
/// answer to an older one is recognised as stale.
public struct UsersPageRequest: Equatable, Hashable, Sendable {
    public var page: Int
    public var limit: Int
    public var generation: Int

    public init(page: Int, limit: Int, generation: Int) {
        self.page = page
        self.limit = limit
        self.generation = generation
    }
}
