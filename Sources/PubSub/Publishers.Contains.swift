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
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wanted = output
            upstream.subscribe(searching("Contains", subscriber, mapFailure: { $0 }) { .found($0 == wanted) })
        }
    }

    /// Publishes `true` (and cancels upstream) at the first value satisfying the predicate, `false` if
    /// upstream finishes first.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(searching("ContainsWhere", subscriber, mapFailure: { $0 }) { .found(predicate($0)) })
        }
    }

    /// `ContainsWhere` with a throwing predicate: a thrown error cancels upstream and fails.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                searching("TryContainsWhere", subscriber, mapFailure: { $0 }) { value in
                    do { return .found(try predicate(value)) } catch { return .error(error) }
                })
        }
    }
}

/// The reduce-like subscriber of the `contains` family: `false` until `test` finds a match.
private func searching<Input, UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, mapFailure: @escaping (UpstreamFailure) -> S.Failure,
    test: @escaping (Input) -> MatchAnswer<S.Failure>
) -> ReducingInner<Input, UpstreamFailure, S> where S.Input == Bool {
    ReducingInner(name, downstream: subscriber, initial: false, mapFailure: mapFailure) { result, value in
        switch test(value) {
        case .found(false): return .more
        case .found(true):
            result = true
            return .finish
        case .error(let error): return .fail(error)
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
