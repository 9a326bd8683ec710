/// The subscription of the `merge` family (`Merge` to `Merge8`, `MergeMany`): the downstream's demand,
/// the sides' links and the values waiting for the downstream, for any number of sides.
///
/// Combine's rules (decision 1660): the downstream has its subscription before the sides subscribe.
/// Each side is asked for one value when it subscribes, or for everything if the downstream already
/// asked for that; a later `.unlimited` request goes to every side, a limited one to none. A value
/// that meets demand is delivered and answered `.max(1)` (`.none` under unlimited demand); one that
/// meets none is held, one per side (a newer one of the same side replaces it), answered `.none`, and
/// delivered by the next request, which then asks its side for one more. Demand the downstream adds
/// while it receives a value is kept, not passed up. It finishes when every side has finished and no
/// held value is left, and fails when a side fails, after cancelling the others.
///
/// Delivery is serialised by the token of a `TokenWord`, as in `Relay`: only its holder calls the
/// downstream. A value that meets demand while another thread, or a re-entrant send on this one,
/// holds the token waits in `queue` (already counted against the demand) and the holder delivers it
/// right after its current call. No lock is held while calling out. Fast path: while demand is
/// unlimited and nothing waits, the word's `extra` bit is set and a value costs two compare-exchanges.
///
/// Lifetime: the downstream is let go once cancelled or completed, as `Relay` does (Combine keeps it
/// until every side has let go of the merge; docs/PUBSUB.md lists the difference).
///
/// Threading invariant for `@unchecked Sendable`: every `var` is only touched while holding the word's
/// lock bit, except `held`, which the token holder reads while the subscription is active.
internal final class MergeInner<Downstream: Subscriber>: Subscription, InnerSideOwner, CustomReflectable,
    CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias SideInput = Downstream.Input
    typealias SideFailure = Downstream.Failure

    private let state = TokenWord(TokenWord.active | TokenWord.delivering)  // `start()` holds the token
    /// The subscriber, owned (+1) until the end; nil afterwards.
    @exclusivity(unchecked) private var held: Unmanaged<HeldSubscriber<Downstream>>?
    private var demand = Subscribers.Demand.none
    private var queue = ContiguousArray<Downstream.Input>()
    private var waiting: [Downstream.Input?]  // by side: the value held beyond the demand
    private var waitingCount = 0
    private var links: FanInLinks
    private var finishedSides: [Bool]
    private var completion: Subscribers.Completion<Downstream.Failure>?  // to deliver once `queue` is empty

    init(downstream: Downstream, sides: Int) {
        held = .passRetained(HeldSubscriber(downstream))
        waiting = Array(repeating: nil, count: sides)
        links = FanInLinks(count: sides)
        finishedSides = Array(repeating: false, count: sides)
        if sides == 0 { completion = .finished }  // a merge of nothing finishes once subscribed
    }

    deinit { held?.release() }

    var description: String { "Merge" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    /// Hands the subscription to the downstream, holding the token meanwhile; call it before the sides
    /// subscribe.
    func start() {
        withDownstream { $0.receive(subscription: self) }
        drain(after: .none)
    }

    /// The subscriber for side `index`.
    func side(_ index: Int) -> InnerSide<MergeInner> { InnerSide(owner: self, index: index) }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }  // Combine's merge ignores a request for nothing
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        let wasUnlimited = self.demand == .unlimited
        self.demand += demand
        let upstreams = !wasUnlimited && self.demand == .unlimited ? links.live() : []
        let mustDrain = s & TokenWord.delivering == 0 && (waitingCount > 0 || completion != nil)
        unlock(mustDrain ? s | TokenWord.delivering : s)
        for link in upstreams { link.request(.unlimited) }
        if mustDrain { drain(after: .none) }
    }

    func cancel() {
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        dropWaiting()
        queue.removeAll()
        completion = nil
        let cancelled = links.removeAll()
        // Nobody delivering: take the token for good and let go now; else its holder lets go on return.
        let gone = s & TokenWord.delivering == 0 ? letGo() : nil
        unlock(s & ~TokenWord.active | TokenWord.delivering)
        for link in cancelled { link?.cancel() }
        gone?.release()
    }

    func sideSubscribed(_ subscription: any Subscription, index: Int) {
        let s = state.lock()
        let attachment = s & TokenWord.active != 0 ? links.attach(subscription, side: index) : .refused
        let first: Subscribers.Demand = demand == .unlimited ? .unlimited : .max(1)
        unlock(s)
        if case .refused = attachment { return subscription.cancel() }
        subscription.request(first)
    }

    func sideValue(_ input: Downstream.Input, index: Int) -> Subscribers.Demand {
        if state.takeToken(ifIdle: Self.unlimitedIdle) {
            _ = withDownstream { $0.receive(input) }  // more demand on top of unlimited changes nothing
            if !state.releaseToken(toIdle: Self.unlimitedIdle) { drain(after: .none) }
            return .none
        }
        return offerSlowly(input, side: index)
    }

    /// Counts, queues or holds a value off the fast path. Out of line: the generic types it touches
    /// would otherwise have their metadata looked up on every value, fast path included.
    @inline(never)
    private func offerSlowly(_ input: Downstream.Input, side index: Int) -> Subscribers.Demand {
        let s = state.lock()
        guard s & TokenWord.active != 0, completion == nil else {
            unlock(s)
            return .none
        }
        guard demand > .none else {
            if waiting[index] == nil { waitingCount += 1 }
            waiting[index] = input
            unlock(s)
            return .none
        }
        let answer: Subscribers.Demand = demand == .unlimited ? .none : .max(1)
        demand.spendOne(in: "merge")
        guard s & TokenWord.delivering == 0, queue.isEmpty else {
            queue.append(input)
            unlock(s)
            return answer
        }
        unlock(s | TokenWord.delivering)
        drain(after: withDownstream { $0.receive(input) })
        return answer
    }

    func sideCompleted(_ completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        let s = state.lock()
        guard s & TokenWord.active != 0, self.completion == nil, !finishedSides[index] else { return unlock(s) }
        finishedSides[index] = true
        var others: [(any Subscription)?] = []
        if case .failure = completion {
            dropWaiting()
            links.drop(side: index)
            others = links.removeAll()
            self.completion = completion
        } else {
            links.drop(side: index)
            if !finishedSides.contains(false) { self.completion = .finished }
        }
        let mustDrain = self.completion != nil && s & TokenWord.delivering == 0
        unlock(mustDrain ? s | TokenWord.delivering : s)
        for link in others { link?.cancel() }
        if mustDrain { drain(after: .none) }
    }

    /// Adds `extra` demand, then delivers waiting values and the completion. Caller holds the token.
    private func drain(after extra: Subscribers.Demand) {
        var extra = extra
        while true {
            let s = state.lock()
            guard s & TokenWord.active != 0 else {
                let gone = letGo()
                unlock(s)
                gone?.release()
                return
            }
            let wasUnlimited = demand == .unlimited
            demand += extra
            let upstreams = !wasUnlimited && demand == .unlimited ? links.live() : []
            if !upstreams.isEmpty {
                unlock(s)
                for link in upstreams { link.request(.unlimited) }
                extra = .none
                continue
            }
            if !queue.isEmpty {
                let value = queue.removeFirst()
                unlock(s)
                extra = withDownstream { $0.receive(value) }
                continue
            }
            if waitingCount > 0, demand > .none, let side = waiting.firstIndex(where: { $0 != nil }) {
                let value = waiting[side].unsafelyUnwrapped
                waiting[side] = nil
                waitingCount -= 1
                demand.spendOne(in: "merge")
                let link = demand == .unlimited ? nil : links.link(of: side)
                unlock(s)
                extra = withDownstream { $0.receive(value) }
                link?.request(.max(1))
                continue
            }
            if let completion, waitingCount == 0 {
                let gone = letGo()
                unlock(s & ~TokenWord.active)
                gone?._withUnsafeGuaranteedRef { $0.downstream.receive(completion: completion) }
                gone?.release()
                return
            }
            return unlock(s & ~TokenWord.delivering)
        }
    }

    /// Calls `body` with the subscriber in place. Only for the token holder while active. Always inlined:
    /// a call would need the generic metadata of the handle's type, looked up on every value.
    @inline(__always)
    private func withDownstream<R>(_ body: (Downstream) -> R) -> R {
        held.unsafelyUnwrapped._withUnsafeGuaranteedRef { body($0.downstream) }
    }

    /// Takes the subscriber out, to be released after unlocking. Caller holds the lock and the token,
    /// and keeps the token for good.
    private func letGo() -> Unmanaged<HeldSubscriber<Downstream>>? {
        defer { held = nil }
        return held
    }

    /// Forgets the values held beyond the demand. Caller holds the lock.
    private func dropWaiting() {
        guard waitingCount > 0 else { return }
        waiting = Array(repeating: nil, count: waiting.count)
        waitingCount = 0
    }

    /// Stores `s` with the `extra` bit (the fast path is open) recomputed, releasing the lock.
    private func unlock(_ s: Int) {
        let fast = demand == .unlimited && queue.isEmpty && waitingCount == 0 && completion == nil
        state.unlock(s & ~TokenWord.extra | (fast ? TokenWord.extra : 0))
    }

    /// The state in which a value may take the fast path: active, unlimited demand, nothing waiting.
    private static var unlimitedIdle: Int { TokenWord.active | TokenWord.extra }
}
