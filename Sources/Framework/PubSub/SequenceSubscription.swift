/// The subscription of `Publishers.Sequence` and `Record`: hands out the elements one per unit of demand,
/// reading the iterator only as far as demand goes, then the completion right after the last element.
///
/// A request from inside the downstream's `receive` only adds demand; the loop already running picks it
/// up, so a subscriber that asks for one more per value never recurses. It describes itself as its
/// elements (Combine's wording) until it ends, then as `endedDescription`.
/// Threading invariant for `@unchecked Sendable`: every field is guarded by `lock`; the downstream is
/// called after unlocking.
internal final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Elements.Element {
    private let lock = SpinLock()
    private var elements: Elements?  // guarded by `lock`; nil once ended
    private var iterator: Elements.Iterator  // guarded by `lock`
    private var next: Elements.Element?  // guarded by `lock`: the element read ahead
    private var downstream: Downstream?  // guarded by `lock`; nil once ended
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var delivering = false  // guarded by `lock`
    private let completion: Subscribers.Completion<Downstream.Failure>
    private let endedDescription: String
    private let mirrorsCompletion: Bool

    /// Reads the first element at once, so an empty sequence is known before subscribing (`isEmpty`).
    init(
        _ elements: Elements, downstream: Downstream, completion: Subscribers.Completion<Downstream.Failure>,
        endedDescription: String, mirrorsCompletion: Bool
    ) {
        self.elements = elements
        self.downstream = downstream
        self.completion = completion
        self.endedDescription = endedDescription
        self.mirrorsCompletion = mirrorsCompletion
        iterator = elements.makeIterator()
        next = iterator.next()
    }

    /// Whether the sequence had no elements at all.
    var isEmpty: Bool { next == nil }

    /// Subscribes `downstream`: an empty sequence gets an empty subscription and its completion at once.
    func start() {
        guard let downstream else { return }
        if isEmpty {
            self.downstream = nil
            elements = nil
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: completion)
        } else {
            downstream.receive(subscription: self)
        }
    }

    var description: String {
        lock.lock()
        defer { lock.unlock() }
        return elements.map { String(describing: $0) } ?? endedDescription
    }

    var playgroundDescription: Any { description }

    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        let remaining: Any = elements ?? [Elements.Element]()
        let children: [Mirror.Child] =
            mirrorsCompletion ? [("sequence", remaining), ("completion", completion)] : [("sequence", remaining)]
        return Mirror(self, children: children)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        self.demand += demand
        guard !delivering else { return lock.unlock() }
        while let downstream, self.demand > .none, let current = next {
            self.demand -= 1
            next = iterator.next()
            delivering = true
            lock.unlock()
            let more = downstream.receive(current)
            lock.lock()
            delivering = false
            self.demand += more
        }
        guard let downstream, next == nil else { return lock.unlock() }
        self.downstream = nil
        elements = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        let released = (downstream, elements)
        downstream = nil
        elements = nil
        lock.unlock()
        withExtendedLifetime(released) {}
    }
}
