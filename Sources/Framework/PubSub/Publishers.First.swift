extension Publisher {
    /// Publishes the first value, then finishes and cancels upstream.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Publishes the first value satisfying `predicate`, then finishes and cancels upstream.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// `first(where:)` with a throwing predicate; a thrown error fails the stream.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes the first upstream value (once the downstream has asked), then finishes; finishes empty
    /// if upstream does.
    public struct First<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.First.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                matchingInner(
                    "First", subscriber, initial: nil, finishOnMatch: true, mapFailure: { $0 }, record: keepValue
                ) { _ in .found(true) })
        }
    }

    /// Publishes the first upstream value that satisfies the predicate, then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.FirstWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Combine's subscription for this operator calls itself "TryFirst"; so does this one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "TryFirst", subscriber, initial: nil, finishOnMatch: true, mapFailure: { $0 }, record: keepValue
                ) { .found(predicate($0)) })
        }
    }

    /// `FirstWhere` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryFirstWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "TryFirstWhere", subscriber, initial: nil, finishOnMatch: true, mapFailure: { $0 },
                    record: keepValue
                ) { .asking(predicate, about: $0) })
        }
    }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
