extension Publisher where Output: Equatable {
    /// Publishes whether upstream sends `output`; finding it ends the stream.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publisher {
    /// Publishes whether upstream sends a value satisfying `predicate`; finding one ends the stream.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// `contains(where:)` with a throwing predicate; a thrown error fails the stream.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// Publishes `true` (and cancels upstream) when upstream sends `output`, `false` if it finishes first.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The values it publishes.
        public typealias Output = Bool
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `output` it was made with.
        public let output: Upstream.Output

        /// Makes it over `upstream`: Combine's `Publishers.Contains.init(upstream:output:)`.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wanted = output
            upstream.subscribe(
                matchingInner(
                    "Contains", subscriber, initial: false, finishOnMatch: true, mapFailure: { $0 }, record: markFound
                ) { .found($0 == wanted) })
        }
    }

    /// Publishes `true` (and cancels upstream) at the first value satisfying the predicate, `false` if
    /// upstream finishes first.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Bool
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.ContainsWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "ContainsWhere", subscriber, initial: false, finishOnMatch: true, mapFailure: { $0 },
                    record: markFound
                ) { .found(predicate($0)) })
        }
    }

    /// `ContainsWhere` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Bool
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `predicate` it was made with.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.TryContainsWhere.init(upstream:predicate:)`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                matchingInner(
                    "TryContainsWhere", subscriber, initial: false, finishOnMatch: true, mapFailure: { $0 },
                    record: markFound
                ) { .asking(predicate, about: $0) })
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
