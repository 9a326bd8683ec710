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
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

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
        public typealias Failure = any Error
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

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
