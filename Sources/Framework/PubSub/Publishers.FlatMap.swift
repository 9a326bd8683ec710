import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Publisher {
    /// Maps each value to a publisher and merges their values, with at most `maxPublishers` active.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publishers {
    /// Merges the publishers `transform` makes from upstream values; finishes when upstream and every
    /// inner publisher have finished, fails as soon as any of them fails.
    ///
    /// Asks upstream for `maxPublishers` publishers (one more each time one finishes) and each inner
    /// publisher for one value at a time while the downstream's demand is limited, for everything once
    /// it is unlimited; values nobody has asked for yet wait in a buffer.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The values it publishes.
        public typealias Output = NewPublisher.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `maxPublishers` it was made with.
        public let maxPublishers: Subscribers.Demand
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Makes it over `upstream`: Combine's `Publishers.FlatMap.init(upstream:maxPublishers:transform:)`.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FlatMapInner<NewPublisher, Upstream.Output, S>(
                downstream: subscriber, maxPublishers: maxPublishers, transform: transform)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

/// FlatMap's subscriber to the upstream, subscription for the downstream and owner of the inner
/// publishers' subscribers.
///
/// Threading invariant for `@unchecked Sendable`: the state lives in the mutex, which is never held
/// while calling out except to cancel the inner publishers when upstream fails — there, as in Combine,
/// an inner publisher that makes upstream fail again from its `cancel()` traps. Calls to the downstream
/// go through the recursive `downstreamLock`, requests to upstream through the recursive `upstreamLock`.
private final class FlatMapInner<Child: Publisher, UpstreamOutput, Downstream: Subscriber>: Subscriber,
    Subscription, InnerSideOwner, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    typealias Input = UpstreamOutput
    typealias Failure = Child.Failure

    private struct State: @unchecked Sendable {  // guarded by `state`
        var upstream: (any Subscription)?
        var children: [Int: any Subscription] = [:]
        var nextIndex = 0
        var awaitingSubscriptions = 0  // inner publishers subscribed to that have not answered yet
        var buffer: [(index: Int, value: Child.Output)] = []
        var demand = Subscribers.Demand.none  // the downstream asked for it, nobody has sent it yet
        var ended = false  // cancelled, or the downstream got its completion
        var upstreamDone = false
        var deliveringThread: pthread_t?  // the thread inside `downstream.receive(_:)`
        var requestingFromChild = false  // a value an inner publisher sends meanwhile waits in the buffer
    }

    private let downstream: Downstream
    private let maxPublishers: Subscribers.Demand
    private let transform: (UpstreamOutput) -> Child
    private let state = Mutex(State())
    private let downstreamLock = RecursiveLock()
    private let upstreamLock = RecursiveLock()

    init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (UpstreamOutput) -> Child) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    var description: String { "FlatMap" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        let accepted = state.withLock { s -> Bool in
            guard s.upstream == nil, !s.ended else { return false }
            s.upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        subscription.request(maxPublishers)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        guard !state.withLock({ $0.ended }) else { return .none }
        let child = transform(input)
        let index = state.withLock { s -> Int in
            defer { s.nextIndex += 1 }
            s.awaitingSubscriptions += 1
            return s.nextIndex
        }
        child.subscribe(InnerSide(owner: self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard case .failure = completion else {
            state.withLock { s in
                s.upstream = nil
                s.upstreamDone = true
            }
            finishIfDone()
            return
        }
        let wasEnded = state.withLock { s -> Bool in
            s.upstream = nil
            s.upstreamDone = true
            defer { s.ended = true }
            for child in s.children.values { child.cancel() }  // under the lock, as in Combine
            s.children = [:]
            return s.ended
        }
        if !wasEnded { send(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        let thread = pthread_self()
        let proceed = state.withLock { s -> Bool in
            if let delivering = s.deliveringThread, pthread_equal(delivering, thread) != 0 {
                s.demand += demand  // asked from inside a delivery: the loop below or the sender sees it
                return false
            }
            return !s.ended
        }
        guard proceed else { return }
        if demand == .unlimited {
            let (buffered, children) = state.withLock { s in
                s.demand = .unlimited
                defer { s.buffer = [] }
                return Unchecked(value: (s.buffer, Array(s.children.values))).value
            }
            for entry in buffered { _ = deliver(entry.value) }
            for child in children { child.request(.unlimited) }
        } else {
            state.withLock { $0.demand += demand }
            drainBuffer()
        }
        finishIfDone()
    }

    func cancel() {
        let links = state.withLock { s -> [any Subscription]? in
            guard !s.ended else { return nil }
            s.ended = true
            defer {
                s.children = [:]
                s.upstream = nil
            }
            return Array(s.children.values) + (s.upstream.map { [$0] } ?? [])
        }
        for link in links ?? [] { link.cancel() }
    }

    func sideSubscribed(_ subscription: any Subscription, index: Int) {
        let demand = state.withLock { s -> Subscribers.Demand in
            s.awaitingSubscriptions -= 1
            s.children[index] = subscription
            return s.demand == .unlimited ? .unlimited : .max(1)
        }
        subscription.request(demand)
    }

    func sideValue(_ input: Child.Output, index: Int) -> Subscribers.Demand {
        let route = state.withLock { s -> FlatMapRoute in
            if s.demand == .unlimited { return .unlimited }
            guard s.demand > .none, !s.requestingFromChild else {
                s.buffer.append((index, input))
                return .buffered
            }
            s.demand -= 1
            return .counted
        }
        switch route {
        case .unlimited:
            _ = deliver(input)
            return .none
        case .buffered:
            return .none
        case .counted:
            let more = deliver(input)
            if more > .none { state.withLock { $0.demand += more } }
            return .max(1)
        }
    }

    func sideCompleted(_ completion: Subscribers.Completion<Failure>, index: Int) {
        guard case .failure = completion else {
            state.withLock { _ = $0.children.removeValue(forKey: index) }
            if !finishIfDone(), maxPublishers != .unlimited {
                upstreamLock.lock()
                state.withLock { $0.upstream }?.request(.max(1))
                upstreamLock.unlock()
            }
            return
        }
        let others = state.withLock { s -> [Int: any Subscription]? in
            guard !s.ended else { return nil }
            s.ended = true
            defer { s.children = [:] }
            return s.children
        }
        guard let others else { return }
        for (other, child) in others where other != index { child.cancel() }
        send(completion)
    }

    /// Sends buffered values while the downstream has demand, asking each one's inner publisher for
    /// the next value; a value it sends from inside that request joins the buffer.
    private func drainBuffer() {
        while true {
            let next = state.withLock { s -> Unchecked<(value: Child.Output, child: (any Subscription)?)>? in
                guard !s.buffer.isEmpty, s.demand > .none else { return nil }
                let entry = s.buffer.removeFirst()
                s.demand -= 1
                return Unchecked(value: (entry.value, s.children[entry.index]))
            }
            guard let next = next?.value else { return }
            let more = deliver(next.value)
            if more > .none { state.withLock { $0.demand += more } }
            guard let child = next.child else { continue }
            state.withLock { $0.requestingFromChild = true }
            child.request(.max(1))
            state.withLock { $0.requestingFromChild = false }
        }
    }

    /// Sends `.finished` if upstream and every inner publisher have finished and nothing is buffered.
    @discardableResult
    private func finishIfDone() -> Bool {
        let done = state.withLock { s -> Bool in
            guard !s.ended, s.upstreamDone, s.buffer.isEmpty, s.children.isEmpty, s.awaitingSubscriptions == 0
            else { return false }
            s.ended = true
            return true
        }
        if done { send(.finished) }
        return done
    }

    private func deliver(_ value: Child.Output) -> Subscribers.Demand {
        downstreamLock.lock()
        defer { downstreamLock.unlock() }
        let outer = state.withLock { s in
            defer { s.deliveringThread = pthread_self() }
            return s.deliveringThread
        }
        let more = downstream.receive(value)
        state.withLock { $0.deliveringThread = outer }
        return more
    }

    private func send(_ completion: Subscribers.Completion<Failure>) {
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }
}

/// Where a value from an inner publisher goes: straight down under unlimited demand, into the buffer,
/// or down against one unit of the downstream's limited demand.
private enum FlatMapRoute { case unlimited, buffered, counted }
