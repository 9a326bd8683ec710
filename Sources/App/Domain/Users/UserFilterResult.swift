/// The users a filter query matched: their positions in the filtered list, in list order.
///
/// Keeps the folded query and how many names were searched, so `UserFilter.narrowing` can refine it.
public struct UserFilterResult: Equatable, Sendable {
    /// The query after folding.
    public let foldedQuery: String
    /// Positions of the matching names, ascending.
    public let indices: [Int]
    /// How many names the filter held when this result was computed.
    public let searchedCount: Int

    public init(foldedQuery: String, indices: [Int], searchedCount: Int) {
        self.foldedQuery = foldedQuery
        self.indices = indices
        self.searchedCount = searchedCount
    }
}
