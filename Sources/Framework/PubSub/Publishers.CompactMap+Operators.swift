// Combine's fusions on `compactMap`: a map or compact map after a compact map is one compact map.

extension Publishers.CompactMap {
    /// Combine's `Publishers.CompactMap.compactMap(_:)`, fused with this one: returns `Publishers.CompactMap<Upstream,
    /// T>`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
    }

    /// Combine's `Publishers.CompactMap.map(_:)`, fused with this one: returns `Publishers.CompactMap<Upstream, T>`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
    }
}

extension Publishers.TryCompactMap {
    /// Combine's `Publishers.TryCompactMap.compactMap(_:)`, fused with this one: returns
    /// `Publishers.TryCompactMap<Upstream, T>`.
    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
    }
}
