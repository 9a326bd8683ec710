extension Publisher {
    /// Publishes at most the first `maxLength` values (`output(in: 0..<maxLength)`).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { output(in: ..<maxLength) }

    /// Publishes only the value at `index` (counting from 0).
    public func output(at index: Int) -> Publishers.Output<Self> { output(in: index...index) }

    /// Publishes only the values whose positions (counting from 0) lie in `range`.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

extension Publishers {
    /// Publishes the upstream values at the positions in `range`.
    ///
    /// Values before the range give their demand back. As in Combine, the stream finishes (and upstream
    /// is cancelled) when a value arrives after the range, not right after its last value.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `range` it was made with.
        public let range: CountableRange<Int>

        /// Traps on a negative bound, as Combine does.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "Publishers.Output: the range's lower bound must not be negative")
            precondition(range.upperBound >= 0, "Publishers.Output: the range's upper bound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OutputInner(downstream: subscriber, range: range))
        }
    }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

/// Output's subscriber and subscription. The counters are only touched by the upstream's serialised
/// calls (threading invariant for `@unchecked Sendable`; the link locks itself).
private final class OutputInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private var toSkip: Int
    private var toPublish: Int
    private let upstream = UpstreamLink()

    init(downstream: Downstream, range: CountableRange<Int>) {
        self.downstream = downstream
        toSkip = range.lowerBound
        toPublish = range.count
    }

    var description: String { "Output" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if toSkip > 0 {
            toSkip -= 1
            return .max(1)
        }
        if toPublish > 0 {
            toPublish -= 1
            return downstream.receive(input)
        }
        if let subscription = upstream.end() {
            subscription.cancel()
            downstream.receive(completion: .finished)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if upstream.end() != nil { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

    func cancel() { upstream.cancel() }
}
