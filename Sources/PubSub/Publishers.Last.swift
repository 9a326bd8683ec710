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
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                matchingInner(
                    "Last", subscriber, initial: nil, finishOnMatch: false, mapFailure: { $0 }, record: keepValue
                ) { _ in .found(true) })
        }
    }

    /// Publishes the last upstream value that satisfied the predicate, when upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

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
                    "TryLastWhere", subscriber, initial: nil, finishOnMatch: false, mapFailure: { $0 },
                    record: keepValue
                ) { .asking(predicate, about: $0) })
        }
    }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
