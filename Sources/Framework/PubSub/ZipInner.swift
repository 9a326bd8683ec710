/// The subscription of `Zip`, `Zip3` and `Zip4`: counts the values of each side waiting for partners
/// (the values themselves are in the typed queues that `takeHeads` empties), the sides' links and the
/// downstream's demand, for any number of sides under one lock.
///
/// Threading invariant for `@unchecked Sendable`: every field, and the queues the sides' `store`
/// closures and `takeHeads` touch, are guarded by the recursive `lock`, which is held while tuples go
/// downstream, so events of all the sides are serialised and the downstream may call back in; a
/// failure is passed down without it, and a request from outside a delivery is passed up without it.
/// One lock for all the sides (not a zip of zips) means no two locks are ever taken in either order.
internal final class ZipInner<Downstream: Subscriber>: Subscription, FanInSideOwner, CustomStringConvertible,
    @unchecked Sendable
{
    private enum SideState { case active, finished, failed }

    private let downstream: Downstream
    private let takeHeads: () -> Downstream.Input
    private let lock = RecursiveLock()
    private var waiting: [Int]  // guarded by `lock`: values of each side not yet in a tuple
    private var states: [SideState]  // guarded by `lock`
    private var links: FanInLinks  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var tuple: Downstream.Input?  // guarded by `lock`: completed, not yet sent
    private var busy = false  // guarded by `lock`: a tuple (or the end) is being handled
    private var completingSide: Int?  // guarded by `lock`: the side whose value completed `tuple`
    private var demandWhileBusy: Subscribers.Demand?  // guarded by `lock`: for `completingSide`
    private var finishedDownstream = false  // guarded by `lock`

    /// Makes it for `sides` upstreams; `takeHeads` removes the first waiting value of every side, in
    /// order, as the downstream's input, and is called only when each side has one.
    init(downstream: Downstream, sides: Int, takeHeads: @escaping () -> Downstream.Input) {
        self.downstream = downstream
        self.takeHeads = takeHeads
        waiting = Array(repeating: 0, count: sides)
        states = Array(repeating: .active, count: sides)
        links = FanInLinks(count: sides)
    }

    var description: String { "Zip" }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        self.demand += demand
        let upstreams = links.live(except: completingSide)
        lock.unlock()  // still held if this request comes from inside a delivery
        for upstream in upstreams { upstream.request(demand) }
        lock.lock()
        defer { lock.unlock() }
        if busy {
            demandWhileBusy = demand
        } else {
            busy = true
            sendTuple()
        }
    }

    func cancel() {
        lock.lock()
        let cancelled = links.removeAll()
        lock.unlock()
        for link in cancelled { link?.cancel() }
    }

    func sideSubscribed(_ subscription: any Subscription, side: Int) {
        lock.lock()
        let attachment = links.attach(subscription, side: side)
        lock.unlock()
        switch attachment {
        case .refused: subscription.cancel()
        case .kept: break
        case .completed: downstream.receive(subscription: self)
        }
    }

    /// Stores a side's value with `store`; sends the tuple it completes, answering with the demand the
    /// downstream added meanwhile.
    func sideValue(side: Int, store: () -> Void) -> Subscribers.Demand {
        lock.lock()
        defer {
            finishIfExhausted()
            lock.unlock()
        }
        store()
        waiting[side] += 1
        guard !waiting.contains(0) else { return .none }
        for index in waiting.indices { waiting[index] -= 1 }
        tuple = takeHeads()
        completingSide = side
        busy = true
        return sendTuple() ?? .none
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
        let morePossible = states.indices.allSatisfy { states[$0] == .active || waiting[$0] > 0 }
        if completingSide == nil, !morePossible, !finishedDownstream {
            sendFinished()  // the end stays `busy`: later requests only record their demand
        } else {
            sendTuple()
        }
    }

    /// Sends the completed tuple, if any; returns the demand the downstream added meanwhile. Ends `busy`.
    @discardableResult
    private func sendTuple() -> Subscribers.Demand? {
        defer {
            busy = false
            completingSide = nil
            demandWhileBusy = nil
        }
        if let tuple {
            if demand > .none { demand -= 1 }
            let more = downstream.receive(tuple)
            if more > .none {
                demand += more
                demandWhileBusy = more
            }
            self.tuple = nil
        }
        return demandWhileBusy
    }

    /// Finishes once a finished side has no values left to pair.
    private func finishIfExhausted() {
        guard completingSide == nil, states.indices.contains(where: { states[$0] == .finished && waiting[$0] == 0 })
        else { return }
        sendFinished()
        finishedDownstream = true
    }

    private func sendFinished() {
        downstream.receive(completion: .finished)
        let ended = links.removeAll()  // a finished side's link goes too: nothing keeps the chain alive
        for side in states.indices where states[side] == .active { ended[side]?.cancel() }
    }
}
