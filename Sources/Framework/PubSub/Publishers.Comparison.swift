extension Publisher where Output: Comparable {
    /// Publishes the smallest value once upstream finishes (the first of equal ones).
    public func min() -> Publishers.Comparison<Self> { max(by: >) }

    /// Publishes the largest value once upstream finishes (the first of equal ones).
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
    /// Publishes the smallest value by `areInIncreasingOrder` once upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        max { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the largest value by `areInIncreasingOrder` once upstream finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// `min(by:)` with a throwing comparison; a thrown error fails the stream.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        tryMax { try areInIncreasingOrder($1, $0) }
    }

    /// `max(by:)` with a throwing comparison; a thrown error fails the stream.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// Publishes the greatest value by `areInIncreasingOrder` (a value replaces the current one only when
    /// the two are in increasing order) once upstream finishes; `min` passes the reversed order.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `areInIncreasingOrder` it was made with.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.Comparison.init(upstream:areInIncreasingOrder:)`.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(greatest("Comparison", subscriber, mapFailure: { $0 }) { .found(ordered($0, $1)) })
        }
    }

    /// `Comparison` with a throwing order: a thrown error cancels upstream and fails.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `areInIncreasingOrder` it was made with.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryComparison.init(upstream:areInIncreasingOrder:)`.
        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                greatest("TryComparison", subscriber, mapFailure: { $0 }) { current, value in
                    .asking({ try ordered(current, $0) }, about: value)
                })
        }
    }
}

/// The reduce-like subscriber of `min` and `max`: keeps the greatest value; `ordered(current, value)`
/// finds `value` greater when the two are in increasing order.
private func greatest<UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, mapFailure: @escaping (UpstreamFailure) -> S.Failure,
    ordered: @escaping (S.Input, S.Input) -> MatchAnswer<S.Failure>
) -> ReducingInner<S.Input, UpstreamFailure, S> {
    ReducingInner(name, downstream: subscriber, initial: nil, mapFailure: mapFailure) { result, value in
        guard let current = result else {
            result = value
            return .more
        }
        switch ordered(current, value) {
        case .found(let greater):
            if greater { result = value }
            return .more
        case .error(let error): return .fail(error)
        }
    }
}
