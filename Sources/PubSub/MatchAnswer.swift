/// One value's answer to a predicate in the search operators (`contains`, `first`, `last`): a match or
/// not, or the error a `try` predicate threw.
internal enum MatchAnswer<Failure: Error> {
    case found(Bool)
    case error(Failure)
}
