// Combine's fusions on `filter`: filters of filters are one filter (both predicates must pass).

extension Publishers.Filter {
    /// Combine's `Publishers.Filter.filter(_:)`, fused with this one: returns `Publishers.Filter<Upstream>`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
        let first = self.isIncluded
        return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    /// Combine's `Publishers.Filter.tryFilter(_:)`, fused with this one: returns `Publishers.TryFilter<Upstream>`.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

extension Publishers.TryFilter {
    /// Combine's `Publishers.TryFilter.filter(_:)`, fused with this one: returns `Publishers.TryFilter<Upstream>`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
        tryFilter(isIncluded)
    }

    /// Combine's `Publishers.TryFilter.tryFilter(_:)`, fused with this one: returns `Publishers.TryFilter<Upstream>`.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}
