extension Publisher {
    /// Publishes each intermediate result of a throwing fold; a thrown error cancels upstream and fails.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// Publishes the running accumulation of upstream values; the first error ends the stream.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `initialResult` it was made with.
        public let initialResult: Output
        /// The `nextPartialResult` it was made with.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Makes it over `upstream`: Combine's `Publishers.TryScan.init(upstream:initialResult:nextPartialResult:)`.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TryScanInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, result: initialResult, next: nextPartialResult))
        }
    }
}

/// TryScan's subscriber and subscription. As in Combine, values are folded and passed on whatever the
/// link's state (the upstream is trusted to stop after cancel); completions pass only while subscribed.
///
/// Threading invariant for `@unchecked Sendable`: `result` is only touched by the upstream's serialised
/// calls; the link locks itself.
private final class TryScanInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure

    private let downstream: Downstream
    private let next: (Downstream.Input, Input) throws -> Downstream.Input
    private var result: Downstream.Input
    private let upstream = UpstreamLink()

    init(
        downstream: Downstream, result: Downstream.Input,
        next: @escaping (Downstream.Input, Input) throws -> Downstream.Input
    ) {
        self.downstream = downstream
        self.result = result
        self.next = next
    }

    var description: String { "TryScan" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        Mirror(self, children: [("downstream", downstream as Any), ("status", upstream.status), ("result", result)])
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        do {
            result = try next(result, input)
        } catch {
            guard let subscription = upstream.end() else { return .none }
            subscription.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
        return downstream.receive(result)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        if upstream.end() != nil { downstream.receive(completion: completion.mapError { $0 }) }
    }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

    func cancel() { upstream.cancel() }
}
