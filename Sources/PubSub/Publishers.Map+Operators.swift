// Combine's fusions on `map`: a map of a map is one map (one subscriber, one closure call per value).

extension Publishers.Map {
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
        let first = self.transform
        return Publishers.Map(upstream: upstream) { transform(first($0)) }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
    }
}

extension Publishers.TryMap {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
    }
}
