/// The users use cases: load a page of the list, load one user in full.
///
/// Implementations are safe to call from any task; cancelling the calling task cancels the request
/// and the call throws `UsersError.cancelled`.
public protocol UsersService: Sendable {
    /// Where the data comes from, for the title or status bar: "DummyAPI", "sample data".
    var sourceName: String { get }
    /// Loads a zero-based page of `limit` users (list previews: name and picture at least).
    func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage>
    /// Loads one user with every field the provider has.
    func loadUser(id: String) async throws(UsersError) -> Fetched<User>
}
