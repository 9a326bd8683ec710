// Combine's fusions on `map`: a map of a map is one map (one subscriber, one closure call per value).

extension Publishers.Map {
    /// Combine's `Publishers.Map.map(_:)`, fused with this one: returns `Publishers.Map<Upstream, T>`.
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
        let first = self.transform
        return Publishers.Map(upstream: upstream) { transform(first($0)) }
    }

    /// Combine's `Publishers.Map.tryMap(_:)`, fused with this one: returns `Publishers.TryMap<Upstream, T>`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
    }
}

extension Publishers.TryMap {
    /// Combine's `Publishers.TryMap.map(_:)`, fused with this one: returns `Publishers.TryMap<Upstream, T>`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
    }

    /// Combine's `Publishers.TryMap.tryMap(_:)`, fused with this one: returns `Publishers.TryMap<Upstream, T>`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
    }
}
