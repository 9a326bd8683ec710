import Foundation

extension Publisher {
    /// Pairs the n-th value of this publisher with the n-th value of `other`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
}

extension Publishers {
    /// Publishes pairs in lock-step; finishes once a finished side has had all its values paired, fails
    /// when either side fails.
    ///
    /// The downstream's requests go to both sides; demand it adds while receiving a pair goes back to the
    /// side whose value completed that pair as the answer to that value, as in Combine. The subscription
    /// reaches the downstream once both sides have subscribed.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Makes it over the publishers given, in order: Combine's `Publishers.Zip.init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner<A.Output, B.Output, S>(downstream: subscriber)
            a.subscribe(
                PartSubscriber<A.Output, Failure, _>(
                    owner: inner, onSubscription: { inner.sideSubscribed($0, side: 0) },
                    onValue: { value in inner.sideValue(side: 0) { inner.firsts.append(value) } },
                    onCompletion: { inner.sideCompleted($0, side: 0) }))
            b.subscribe(
                PartSubscriber<B.Output, Failure, _>(
                    owner: inner, onSubscription: { inner.sideSubscribed($0, side: 1) },
                    onValue: { value in inner.sideValue(side: 1) { inner.seconds.append(value) } },
                    onCompletion: { inner.sideCompleted($0, side: 1) }))
        }
    }
}

/// Zip's subscription: the values of each side waiting for a partner, and the sides' links.
///
/// Threading invariant for `@unchecked Sendable`: every field is guarded by the recursive `lock`, which
/// is held while pairs go downstream, so events of the two sides are serialised and the downstream may
/// call back in; a failure is passed down without it, and a request from outside a delivery is passed
/// up without it (a nested zip's inner lock is then never taken under the outer one).
private final class ZipInner<First, Second, Downstream: Subscriber>: Subscription, CustomStringConvertible,
    @unchecked Sendable
where Downstream.Input == (First, Second) {
    private enum SideState { case awaitingSubscription, active, finished, failed }

    private let downstream: Downstream
    private let lock = NSRecursiveLock()
    fileprivate var firsts: [First] = []  // guarded by `lock`
    fileprivate var seconds: [Second] = []  // guarded by `lock`
    private var states = [SideState.awaitingSubscription, .awaitingSubscription]  // guarded by `lock`
    private var links: [(any Subscription)?] = [nil, nil]  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var pair: (First, Second)?  // guarded by `lock`: completed, not yet sent
    private var busy = false  // guarded by `lock`: a pair (or the end) is being handled
    private var completingSide: Int?  // guarded by `lock`: the side whose value completed `pair`
    private var demandWhileBusy: Subscribers.Demand?  // guarded by `lock`: for `completingSide`
    private var finishedDownstream = false  // guarded by `lock`

    init(downstream: Downstream) { self.downstream = downstream }

    var description: String { "Zip" }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        self.demand += demand
        let upstreams = (0..<2).filter { $0 != completingSide }.compactMap { links[$0] }
        lock.unlock()  // still held if this request comes from inside a delivery
        for upstream in upstreams { upstream.request(demand) }
        lock.lock()
        defer { lock.unlock() }
        if busy {
            demandWhileBusy = demand
        } else {
            busy = true
            sendPair()
        }
    }

    func cancel() {
        lock.lock()
        let cancelled = links
        links = [nil, nil]
        lock.unlock()
        for link in cancelled { link?.cancel() }
    }

    func sideSubscribed(_ subscription: any Subscription, side: Int) {
        lock.lock()
        guard links[side] == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        links[side] = subscription
        states[side] = .active
        let allSubscribed = !states.contains(.awaitingSubscription)
        lock.unlock()
        if allSubscribed { downstream.receive(subscription: self) }
    }

    /// Stores a side's value with `store`; sends the pair it completes, answering with the demand the
    /// downstream added meanwhile.
    func sideValue(side: Int, store: () -> Void) -> Subscribers.Demand {
        lock.lock()
        defer {
            finishIfExhausted()
            lock.unlock()
        }
        store()
        guard !firsts.isEmpty, !seconds.isEmpty else { return .none }
        pair = (firsts.removeFirst(), seconds.removeFirst())
        completingSide = side
        busy = true
        return sendPair() ?? .none
    }

    func sideCompleted(_ completion: Subscribers.Completion<Downstream.Failure>, side: Int) {
        guard case .finished = completion else {
            downstream.receive(completion: completion)
            lock.lock()
            states[side] = .failed
            lock.unlock()
            return cancel()
        }
        lock.lock()
        defer { lock.unlock() }
        states[side] = .finished
        guard !busy else { return }
        busy = true
        let morePossible = (0..<2).allSatisfy { states[$0] == .active || hasValues($0) }
        if completingSide == nil, !morePossible, !finishedDownstream {
            sendFinished()  // the end stays `busy`: later requests only record their demand
        } else {
            sendPair()
        }
    }

    private func hasValues(_ side: Int) -> Bool { side == 0 ? !firsts.isEmpty : !seconds.isEmpty }

    /// Sends the completed pair, if any; returns the demand the downstream added meanwhile. Ends `busy`.
    @discardableResult
    private func sendPair() -> Subscribers.Demand? {
        defer {
            busy = false
            completingSide = nil
            demandWhileBusy = nil
        }
        if let pair {
            if demand > .none { demand -= 1 }
            let more = downstream.receive(pair)
            if more > .none {
                demand += more
                demandWhileBusy = more
            }
            self.pair = nil
        }
        return demandWhileBusy
    }

    /// Finishes once a finished side has no values left to pair.
    private func finishIfExhausted() {
        guard completingSide == nil, (0..<2).contains(where: { states[$0] == .finished && !hasValues($0) }) else {
            return
        }
        sendFinished()
        finishedDownstream = true
    }

    private func sendFinished() {
        downstream.receive(completion: .finished)
        let ended = links
        links = [nil, nil]  // a finished side's link goes too, so nothing keeps the chain alive
        for side in 0..<2 where states[side] == .active { ended[side]?.cancel() }
    }
}
