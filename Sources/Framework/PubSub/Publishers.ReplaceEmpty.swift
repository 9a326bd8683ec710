extension Publisher {
    /// Publishes `output` if upstream finishes without publishing anything.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers {
    /// Republishes upstream; an upstream that finishes empty is replaced by `output` (published once the
    /// downstream has asked) and `.finished`. A failure passes through.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The `output` it was made with.
        public let output: Upstream.Output
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.ReplaceEmpty.init(upstream:output:)`.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReplaceEmptyInner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}

/// ReplaceEmpty's subscriber and subscription: asks upstream for everything and also passes the
/// downstream's requests on, as Combine does.
///
/// Threading invariant for `@unchecked Sendable`: the flags are guarded by `lock`, the link locks itself;
/// calls out happen after unlocking.
private final class ReplaceEmptyInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let output: Input
    private let upstream = UpstreamLink()
    private let lock = SpinLock()
    private var sawValue = false  // guarded by `lock`
    private var downstreamAsked = false  // guarded by `lock`
    private var finishedEmpty = false  // guarded by `lock`: waiting for demand to publish `output`

    init(downstream: Downstream, output: Input) {
        self.downstream = downstream
        self.output = output
    }

    var description: String { "ReplaceEmpty" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard upstream.subscription != nil else { return .none }
        lock.lock()
        sawValue = true
        lock.unlock()
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end() != nil else { return }
        lock.lock()
        var replace = !sawValue
        if case .failure = completion { replace = false }
        let now = !replace || downstreamAsked
        if !now { finishedEmpty = true }
        lock.unlock()
        guard now else { return }
        if replace { _ = downstream.receive(output) }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        downstreamAsked = true
        let publishNow = finishedEmpty
        finishedEmpty = false
        lock.unlock()
        if publishNow {
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        }
        upstream.request(demand)
    }

    func cancel() { upstream.cancel() }
}
