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
            upstream.subscribe(firstMatch("First", subscriber, mapFailure: { $0 }) { _ in .found(true) })
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
            upstream.subscribe(firstMatch("TryFirst", subscriber, mapFailure: { $0 }) { .found(predicate($0)) })
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
                firstMatch("TryFirstWhere", subscriber, mapFailure: { $0 }) { value in
                    do { return .found(try predicate(value)) } catch { return .error(error) }
                })
        }
    }
}

/// The reduce-like subscriber of the `first` family: keeps the first value `test` accepts.
private func firstMatch<UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, mapFailure: @escaping (UpstreamFailure) -> S.Failure,
    test: @escaping (S.Input) -> MatchAnswer<S.Failure>
) -> ReducingInner<S.Input, UpstreamFailure, S> {
    ReducingInner(name, downstream: subscriber, initial: nil, mapFailure: mapFailure) { result, value in
        switch test(value) {
        case .found(false): return .more
        case .found(true):
            result = value
            return .finish
        case .error(let error): return .fail(error)
        }
    }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
