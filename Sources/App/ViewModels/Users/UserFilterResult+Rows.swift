import Domain

/// The filter's matches as the list's rows: which row a user is on, and which users the rows around
/// a row show — what both the list's reducer and its search feedback need.
extension UserFilterResult {
    /// The row of the user at `position` of the whole list among the matches (a binary search);
    /// `nil` when that user does not match.
    func row(of position: Int) -> Int? {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == position ? low : nil
    }

    /// The positions of the users on the rows within `reach` of `row`, in row order.
    func positions(aroundRow row: Int, reach: Int) -> [Int] {
        guard !indices.isEmpty else { return [] }
        let row = min(max(0, row), indices.count - 1)
        return Array(indices[max(0, row - reach)...min(indices.count - 1, row + reach)])
    }
}
