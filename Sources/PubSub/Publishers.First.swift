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
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                matchingInner(
                    "First", subscriber, initial: nil, finishOnMatch: true, mapFailure: { $0 }, record: keepValue
                ) { _ in .found(true) })
        }
    }

    /// Publishes the first upstream value that satisfies the predicate, then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

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
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

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
