/// The subscription `$property` hands a subscriber that is not a sink: Combine's "PublishedSubject".
///
/// Owns the subscriber's demand and whether it has seen the property's current value. Combine's rule
/// (its `CurrentValueSubject`'s too, there in the relay, decision 1670): a value dropped because the
/// subscriber had no demand leaves it behind, so its next request first delivers the property's value
/// as it is then (decision 1620). The conduit sits on a relay of the property's subject that asks for everything;
/// that relay serialises every call to the subscriber, including the catch-up value, which the conduit
/// offers to it. The relay is held weakly (the subject lists it, and it holds the conduit), so an
/// abandoned subscription dies with the property. The subscriber is let go on cancel.
///
/// Threading invariant for `@unchecked Sendable`: `downstream`, `demand`, `isCurrent` and `relay` are
/// guarded by `lock`; calls out happen after unlocking.
internal final class PublishedConduit<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == Never {
    typealias Input = Downstream.Input
    typealias Failure = Never

    private let lock = SpinLock()
    private var downstream: Downstream?  // guarded by `lock`; nil once cancelled
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var isCurrent = false  // guarded by `lock`: the last value offered reached the subscriber
    private weak var relay: Relay<PublishedConduit>?  // guarded by `lock`
    private weak var subject: CurrentValueSubject<Input, Never>?

    private init(_ downstream: Downstream, subject: CurrentValueSubject<Input, Never>) {
        self.downstream = downstream
        self.subject = subject
    }

    /// Subscribes `downstream` to `subject`, the storage of a `@Published` property (which never completes).
    static func attach(_ downstream: Downstream, to subject: CurrentValueSubject<Input, Never>) {
        let conduit = PublishedConduit(downstream, subject: subject)
        let relay = Relay(conduit, owner: subject.core, subject: nil)
        conduit.relay = relay
        if subject.core.attach(relay) { relay.start() }
    }

    var description: String { "PublishedSubject" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        let parent = downstream == nil ? nil : relay?.owner
        return Mirror(
            self,
            children: [
                "parent": parent as Any, "downstream": downstream as Any, "demand": demand, "subject": parent as Any,
            ])
    }

    func receive(subscription: any Subscription) {
        subscription.request(.unlimited)
        lock.lock()
        let downstream = downstream
        lock.unlock()
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard let downstream, demand > .none else {
            isCurrent = false
            lock.unlock()
            return .none
        }
        demand -= 1
        isCurrent = true
        lock.unlock()
        let more = downstream.receive(input)
        if more > .none { lock.withLock { demand += more } }
        return .none  // the relay's demand is unlimited
    }

    func receive(completion: Subscribers.Completion<Never>) {}

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        self.demand += demand
        let catchUp = isCurrent ? nil : relay
        isCurrent = true
        lock.unlock()
        if let catchUp, let value = subject?.value { catchUp.offer(value) }
    }

    func cancel() {
        lock.lock()
        let released = downstream
        downstream = nil
        let relay = relay
        self.relay = nil
        lock.unlock()
        withExtendedLifetime(released) { relay?.cancel() }
    }
}
