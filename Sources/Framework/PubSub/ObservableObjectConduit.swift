/// One subscriber of an `ObservableObjectPublisher` that is not a sink: the subscription it gets.
///
/// Combine's will-change signal ignores demand: once the subscriber has made any request, it gets every
/// signal. The conduit subscribes to the publisher's subject on the subscriber's behalf, asks it for
/// `.unlimited` at the first request and passes each signal on, discarding the demand the subscriber
/// answers with. It introduces itself as `"ObservableObjectPublisher"` with the subscriber as its one
/// mirror child, as Combine's does. Sinks skip it (they ask for everything anyway). Threading invariant
/// for `@unchecked Sendable`: `link` and `active` are guarded by `lock`; calls out happen after unlocking.
internal final class ObservableObjectConduit<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Void, Downstream.Failure == Never {
    typealias Input = Void
    typealias Failure = Never

    private let downstream: Downstream
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var active = false  // guarded by `lock`: the subscriber made a request

    init(_ downstream: Downstream) { self.downstream = downstream }

    var description: String { "ObservableObjectPublisher" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [("downstream", downstream)]) }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Void) -> Subscribers.Demand {
        guard lock.withLock({ active && link.subscription != nil }) else { return .none }
        _ = downstream.receive(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let first = !active
        active = true
        let subscription = link.subscription
        lock.unlock()
        if first { subscription?.request(.unlimited) }
    }

    func cancel() {
        lock.lock()
        let subscription = link.subscription
        if subscription != nil { link = .ended }
        lock.unlock()
        subscription?.cancel()
    }
}
