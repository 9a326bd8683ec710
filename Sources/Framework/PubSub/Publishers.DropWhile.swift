import Synchronization

extension Publisher {
    /// Skips values while `predicate` holds, then republishes everything from the first that fails it.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// `drop(while:)` with a throwing predicate; a thrown error cancels upstream and fails.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes upstream values from the first one `predicate` rejects; each dropped value gives its
    /// demand back.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.DropWhile.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(dropping("DropWhile", subscriber, mapFailure: { $0 }) { .found(predicate($0)) })
        }
    }

    /// `DropWhile` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryDropWhile.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                dropping("TryDropWhile", subscriber, mapFailure: { $0 }) { .asking(predicate, about: $0) })
        }
    }
}

/// The filter-like subscriber of `drop(while:)`: asks `shouldDrop` until it first says no. The flag is
/// only touched by the upstream's serialised calls.
private func dropping<UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, mapFailure: @escaping (UpstreamFailure) -> S.Failure,
    shouldDrop: @escaping (S.Input) -> MatchAnswer<S.Failure>
) -> FilteringInner<S.Input, UpstreamFailure, S> {
    let stillDropping = Atomic(true)
    return FilteringInner(name, downstream: subscriber, strict: false, mirror: .empty, mapFailure: mapFailure) {
        value in
        guard stillDropping.load(ordering: .relaxed) else { return .emit(value) }
        switch shouldDrop(value) {
        case .found(true): return .skip
        case .found(false):
            stillDropping.store(false, ordering: .relaxed)
            return .emit(value)
        case .error(let error): return .fail(error)
        }
    }
}
