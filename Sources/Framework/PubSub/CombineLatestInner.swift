/// The subscription of `CombineLatest`, `CombineLatest3` and `CombineLatest4`: the sides' links and
/// states and the downstream's demand, for any number of sides under one lock (the latest values are
/// in the typed slots that the sides' `store` closures fill and `latest` reads).
///
/// Combine's rules (decision 1650): each request goes to every side; a combination beyond the demand is
/// dropped; demand the downstream adds while receiving a combination is the answer to the value that
/// made it, as in `zip`. It finishes when every side has finished and fails when one fails.
///
/// Threading invariant for `@unchecked Sendable`: every field, and the slots the closures touch, are
/// guarded by the recursive `lock`, which is held while combinations go downstream, so the sides'
/// events are serialised and the downstream may call back in; a request from outside a delivery is
/// passed up without it.
internal final class CombineLatestInner<Downstream: Subscriber>: Subscription, FanInSideOwner, CustomStringConvertible,
    @unchecked Sendable
{
    private let downstream: Downstream
    private let latest: () -> Downstream.Input?
    private let lock = RecursiveLock()
    private var unfinished: Set<Int>  // guarded by `lock`: the sides yet to finish
    private var links: FanInLinks  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var ended = false  // guarded by `lock`: finished, failed or cancelled

    /// Makes it for `sides` upstreams; `latest` is the combination of every side's latest value, or
    /// `nil` while a side has none.
    init(downstream: Downstream, sides: Int, latest: @escaping () -> Downstream.Input?) {
        self.downstream = downstream
        self.latest = latest
        unfinished = Set(0..<sides)
        links = FanInLinks(count: sides)
    }

    var description: String { "CombineLatest" }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        self.demand += demand
        let upstreams = links.live()  // none once it has ended
        lock.unlock()  // still held if this request comes from inside a delivery
        upstreams.forEach { $0.request(demand) }
    }

    func cancel() {
        lock.lock()
        ended = true
        let cancelled = links.removeAll()
        lock.unlock()
        for link in cancelled { link?.cancel() }
    }

    func sideSubscribed(_ subscription: any Subscription, side: Int) {
        lock.lock()
        let attachment = links.attach(subscription, side: side)
        lock.unlock()
        if case .refused = attachment { return subscription.cancel() }
        if case .completed = attachment { downstream.receive(subscription: self) }
    }

    /// Keeps a side's value with `store`; sends the combination it makes if there is demand for it and
    /// answers with the demand the downstream added for it.
    func sideValue(side: Int, store: () -> Void) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return .none }
        store()
        guard demand > .none, let combination = latest() else { return .none }
        demand -= 1
        let more = downstream.receive(combination)
        guard more > .none, !ended else { return .none }
        demand += more
        for link in links.live(except: side) { link.request(more) }
        return more
    }

    func sideCompleted(_ completion: Subscribers.Completion<Downstream.Failure>, side: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return }
        if case .failure = completion {
            ended = true
            let others = links.live(except: side)
            _ = links.removeAll()
            downstream.receive(completion: completion)
            for link in others { link.cancel() }
            return
        }
        unfinished.remove(side)
        links.drop(side: side)
        guard unfinished.isEmpty else { return }
        ended = true
        downstream.receive(completion: .finished)
    }
}
