extension Array {
    /// The elements ordered by `key`, keeping only the first of several with the same key (in the
    /// original order), so a provider's repeated or shuffled entries become one ordered series.
    func sortedUnique<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        let ordered = enumerated().sorted { lhs, rhs in
            let (left, right) = (key(lhs.element), key(rhs.element))
            return left < right || (left == right && lhs.offset < rhs.offset)
        }
        var result: [Element] = []
        result.reserveCapacity(count)
        for (_, element) in ordered where result.last.map({ key($0) < key(element) }) ?? true {
            result.append(element)
        }
        return result
    }
}
