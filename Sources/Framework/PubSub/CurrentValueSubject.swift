/// A subject that holds a current value and replays it to each new subscriber.
///
/// `value` is updated before delivery, so subscribers that read it see the value they receive.
/// Setting `value` sends it; after completion it is still stored (and sent to nobody), as in Combine,
/// while `send(_:)` then changes nothing.
/// Thread-safe.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Invariant: `current` and `completion` are only touched under `core`'s lock.
    @usableFromInline internal let core: SubjectCore
    @usableFromInline @exclusivity(unchecked) internal var current: Output  // guarded by `core`
    private var completion: Subscribers.Completion<Failure>?

    /// A subject holding `value`, which each new subscriber receives first.
    public init(_ value: Output) {
        current = value
        core = SubjectCore(.currentValueSubject)
    }

    /// A subject whose subscriptions call themselves by another name (`@Published`'s "PublishedSubject").
    internal init(_ value: Output, kind: SubjectCore.Kind) {
        current = value
        core = SubjectCore(kind)
    }

    deinit { core.cancelUpstreams() }

    /// The latest value; assigning stores it (also after completion, as in Combine) and sends it.
    public var value: Output {
        get { core.withLock { current } }
        set {
            core.withLock { current = newValue }
            send(newValue)
        }
    }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`. The subscriber gets the value
    /// current at its first request, and again after a value it missed for lack of demand, as in Combine.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let relay = Relay(
            subscriber, owner: core, subject: self,
            currentValue: { unsafeDowncast($0, to: CurrentValueSubject.self).value })
        guard core.attach(relay) else {
            subscriber.receive(subscription: Subscriptions.empty)
            if let completion = core.withLock({ completion }) { subscriber.receive(completion: completion) }
            return
        }
        relay.start()
    }

    /// Inlinable so the caller's module specialises it: no generic value witnesses per send.
    @inlinable
    public func send(_ value: Output) {
        let conduits = core.snapshot { current = value }
        deliver(value, to: conduits)
    }

    /// Delivers `value` first and stores it afterwards (`@Published`'s will-set order).
    @inlinable
    internal func sendThenStore(_ value: Output) {
        deliver(value, to: core.snapshot {})
        core.withLock { current = value }
    }

    /// Ends the stream for every subscriber; later sends are ignored: Combine's `Subject.send(completion:)`.
    public func send(completion: Subscribers.Completion<Failure>) {
        guard let conduits = core.complete({ self.completion = completion }) else { return }
        for conduit in conduits { conduit.finishWith(completion) }
    }

    /// Keeps `subscription` and asks it for unlimited values once a subscriber asks: Combine's
    /// `Subject.send(subscription:)`.
    public func send(subscription: any Subscription) { core.adopt(subscription) }

    /// How many subscribers are attached (for leak tests).
    internal var subscriberCount: Int { core.subscriberCount }

    @inlinable
    internal func deliver(_ value: Output, to conduits: ContiguousArray<Conduit>) {
        guard !conduits.isEmpty else { return }
        withUnsafePointer(to: value) { SubjectCore.offer(UnsafeRawPointer($0), to: conduits) }
    }
}

extension CurrentValueSubject: SubjectSinkHost {
    @inlinable
    internal func attachSink<In, Fail: Error>(
        receiveValue: @escaping (In) -> Void, receiveCompletion: ((Subscribers.Completion<Fail>) -> Void)?
    ) -> AnyCancellable {
        let (sink, owner) = SubjectSink<CurrentValueSubject<Output, Failure>, In, Fail>.make(
            subject: self, holdingToken: true, receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        var primed: Output?
        if core.attach(sink, demanding: true, whileLocked: { primed = current }), let primed {
            withUnsafePointer(to: primed) { sink.deliverHeld(UnsafeRawPointer($0)) }
        } else {
            finishLate(sink)
            sink.releaseCreatorsToken()
        }
        return owner
    }

    /// Hands the completion to a subscriber that came after it (out of line, like `PassthroughSubject`'s).
    @usableFromInline @inline(never)
    internal func finishLate(_ sink: Conduit) {
        if let completion = core.withLock({ completion }) { sink.finishWith(completion) }
    }
}
