extension Publisher {
    /// Publishes the last value once upstream finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    /// Publishes the last value satisfying `predicate` once upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// `last(where:)` with a throwing predicate; a thrown error fails the stream.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes the last upstream value when upstream finishes; nothing if there was none.
    public struct Last<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.Last.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                matchingInner(
                    "Last", subscriber, initial: nil, finishOnMatch: false, mapFailure: { $0 }, record: keepValue
                ) { _ in .found(true) })
        }
    }

    /// Publishes the last upstream value that satisfied the predicate, when upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.LastWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "LastWhere", subscriber, initial: nil, finishOnMatch: false, mapFailure: { $0 }, record: keepValue
                ) { .found(predicate($0)) })
        }
    }

    /// `LastWhere` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryLastWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "TryLastWhere", subscriber, initial: nil, finishOnMatch: false, mapFailure: { $0 },
                    record: keepValue
                ) { .asking(predicate, about: $0) })
        }
    }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
