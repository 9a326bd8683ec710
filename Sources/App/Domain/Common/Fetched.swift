/// A value returned by a service together with how fresh it is.
///
/// Every service use case answers with `Fetched<Value>`, so both features mark offline data the same way.
public struct Fetched<Value> {
    /// The value itself.
    public var value: Value
    /// Whether it is live or comes from the offline cache.
    public var freshness: Freshness

    public init(_ value: Value, freshness: Freshness = .live) {
        self.value = value
        self.freshness = freshness
    }

    /// The same freshness around a transformed value.
    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(try transform(value), freshness: freshness)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
extension Fetched: Sendable where Value: Sendable {}
