// Combine's fusions on `compactMap`: a map or compact map after a compact map is one compact map.

extension Publishers.CompactMap {
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
    }
}

extension Publishers.TryCompactMap {
    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
    }
}
