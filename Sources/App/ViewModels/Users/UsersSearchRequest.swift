import Domain

/// What the users list asks a provider that searches its whole list (`SearchableUsersService`);
/// the view model's feedback runs it, latest only.
///
/// `generation` is the list's: it grows with every reload, so the same search asked again after
/// `r` is a new request and an answer to an older one is recognised as stale.
public enum UsersSearchRequest: Equatable, Hashable, Sendable {
    /// Every user whose name contains `query`, and the users on the rows within `reach` of the
    /// row that keeps the user at position `keeping` selected (the first row if it does not match):
    /// a letter's rows come with its answer.
    case names(query: String, keeping: Int?, reach: Int, generation: Int)
    /// The users at `positions` of the whole list: matches the filter shows that no loaded page holds.
    case users(positions: [Int], generation: Int)
}
