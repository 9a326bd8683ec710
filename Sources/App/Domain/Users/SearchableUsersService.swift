/// A users service that holds its whole list in process (the bundled sample, synthetic users)
/// and so can search all of it at once: the list's filter asks it for every matching user instead
/// of loading pages to search them, and fetches the matches it shows by their position.
///
/// Implementations are safe to call from any task and answer within a frame's time for lists of
/// a million users; a cancelled search may throw `UsersError.cancelled`.
public protocol SearchableUsersService: UsersService {
    /// The positions in the whole list, ascending, of every user whose row shows `query` — in the
    /// name (the id without one) or the email — folded as `UserFilter` folds it (case-, accent- and
    /// width-insensitive); `searchedCount` is the list's length.
    func search(_ query: String) async throws(UsersError) -> UserFilterResult
    /// The users at `positions` of the whole list, in the order asked; `.invalidParameters` when a
    /// position is outside it.
    func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary]
}
