extension Publisher {
    /// Publishes each intermediate result of folding the values into `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// Publishes the running accumulation of upstream values.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `initialResult` it was made with.
        public let initialResult: Output
        /// The `nextPartialResult` it was made with.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Makes it over `upstream`: Combine's `Publishers.Scan.init(upstream:initialResult:nextPartialResult:)`.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScanInner(downstream: subscriber, result: initialResult, next: nextPartialResult))
        }
    }
}

/// Scan's subscriber; `result` is only touched by upstream's serialised calls.
private final class ScanInner<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private var result: Downstream.Input
    private let next: (Downstream.Input, Input) -> Downstream.Input

    init(
        downstream: Downstream, result: Downstream.Input, next: @escaping (Downstream.Input, Input) -> Downstream.Input
    ) {
        self.downstream = downstream
        self.result = result
        self.next = next
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        result = next(result, input)
        return downstream.receive(result)
    }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension ScanInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "Scan" }
    var customMirror: Mirror { Mirror(self, children: [("downstream", downstream as Any), ("result", result as Any)]) }
    var playgroundDescription: Any { description }
}
