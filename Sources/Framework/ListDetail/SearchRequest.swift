/// The search the list asks its search hook for: the filter's text, the row index to keep selected
/// and how many matched rows either side of it the answer should bring, and the load it belongs to.
public struct SearchRequest: Hashable, Sendable {
    /// The text typed.
    public var query: String
    /// The index (into the whole list) of the row selected when the search began: it stays selected
    /// when it matches, so the hook brings the items of the matches around it.
    public var keeping: Int?
    /// How many matched rows either side of the kept one (or of the first) the hook brings.
    public var reach: Int
    /// The list's load: an answer to a search of an earlier load is dropped.
    public var generation: Int

    /// A search for `query` in load `generation`, keeping the row of index `keeping` selected and
    /// bringing `reach` matched rows around it.
    public init(query: String, keeping: Int? = nil, reach: Int = 0, generation: Int) {
        self.query = query
        self.keeping = keeping
        self.reach = reach
        self.generation = generation
    }

    /// The rows of `indices` (the whole list's matches, in order) the answer should bring items
    /// for: `reach` either side of the kept index's row, else of the first.
    public func wantedRows(of indices: [Int]) -> ArraySlice<Int> {
        let row =
            keeping.flatMap { kept in
                let row = indices.partitioningIndex { $0 >= kept }
                return row < indices.count && indices[row] == kept ? row : nil
            } ?? 0
        return indices[max(0, row - reach)..<min(indices.count, row + reach + 1)]
    }
}

extension Array where Element == Int {
    /// The first position whose element satisfies `belongs`, for a predicate false then true along
    /// the array (a sorted array's lower bound): a binary search.
    fileprivate func partitioningIndex(where belongs: (Int) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
