// Combine's fusions on `filter`: filters of filters are one filter (both predicates must pass).

extension Publishers.Filter {
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
        let first = self.isIncluded
        return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

extension Publishers.TryFilter {
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
        tryFilter(isIncluded)
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}
