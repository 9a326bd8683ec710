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
            upstream.subscribe(lastMatch("Last", subscriber, mapFailure: { $0 }) { _ in .found(true) })
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
            upstream.subscribe(lastMatch("LastWhere", subscriber, mapFailure: { $0 }) { .found(predicate($0)) })
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
                lastMatch("TryLastWhere", subscriber, mapFailure: { $0 }) { value in
                    do { return .found(try predicate(value)) } catch { return .error(error) }
                })
        }
    }
}

/// The reduce-like subscriber of the `last` family: keeps the latest value `test` accepts.
private func lastMatch<UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, mapFailure: @escaping (UpstreamFailure) -> S.Failure,
    test: @escaping (S.Input) -> MatchAnswer<S.Failure>
) -> ReducingInner<S.Input, UpstreamFailure, S> {
    ReducingInner(name, downstream: subscriber, initial: nil, mapFailure: mapFailure) { result, value in
        switch test(value) {
        case .found(let matches):
            if matches { result = value }
            return .more
        case .error(let error): return .fail(error)
        }
    }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
