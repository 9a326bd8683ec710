extension Publisher {
    /// Folds every value into `initialResult` and publishes the result when upstream finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Folds every value with a throwing closure; a thrown error cancels upstream and fails.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryReduce<Self, T>
    {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// Publishes the fold of all upstream values once upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `initial` it was made with.
        public let initial: Output
        /// The `nextPartialResult` it was made with.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Makes it over `upstream`: Combine's `Publishers.Reduce.init(upstream:initial:nextPartialResult:)`.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingInner("Reduce", downstream: subscriber, initial: initial, mapFailure: { $0 }) { result, value in
                    result = result.map { next($0, value) }
                    return .more
                })
        }
    }

    /// Publishes the fold of all upstream values, or the first error the closure throws.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `initial` it was made with.
        public let initial: Output
        /// The `nextPartialResult` it was made with.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Makes it over `upstream`: Combine's `Publishers.TryReduce.init(upstream:initial:nextPartialResult:)`.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingInner("TryReduce", downstream: subscriber, initial: initial, mapFailure: { $0 }) {
                    result, value in
                    do {
                        result = try result.map { try next($0, value) }
                        return .more
                    } catch {
                        return .fail(error)
                    }
                })
        }
    }
}
