/// A subject with no current value: subscribers see only what is sent after they subscribe.
///
/// Subscribers receive values in subscription order. A value sent while a subscriber has no demand is
/// dropped for that subscriber. Thread-safe; see `docs/PUBSUB.md` for the re-entrancy order.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Invariant: `completion` is only touched under `core`'s lock.
    @usableFromInline internal let core: SubjectCore
    private var completion: Subscribers.Completion<Failure>?

    /// A subject with no value of its own: it passes on what is sent while subscribers are connected.
    public init() { core = SubjectCore(.passthroughSubject) }

    /// A subject whose subscriptions call themselves by another name (`ObservableObjectPublisher`).
    internal init(kind: SubjectCore.Kind) { core = SubjectCore(kind) }

    deinit { core.cancelUpstreams() }

    /// Inlinable so that, when the caller's module knows the subscriber's type, the relay gets a
    /// specialised delivery function (no generic value witnesses between the relay and a sink).
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // Only where this body is specialised: the closure then captures nothing. In unspecialised code
        // it would capture the generic context (one allocation per subscription) for no gain.
        let specialised: ((Relay<S>, UnsafeRawPointer) -> Void)? =
            _isConcrete(S.self)
            ? { relay, value in
                _ = relay.withDownstream { $0.receive(value.assumingMemoryBound(to: Output.self).pointee) }
            }
            : nil
        let relay = Relay(subscriber, owner: core, subject: self, specialisedReceive: specialised)
        guard core.attach(relay) else { return rejectLate(subscriber) }
        relay.start()
    }

    /// Hands an empty subscription and the completion to a subscriber that came after the completion.
    @usableFromInline
    internal func rejectLate<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if let completion = core.withLock({ completion }) { subscriber.receive(completion: completion) }
    }

    /// Inlinable so the caller's module specialises it: no generic value witnesses per send.
    @inlinable
    public func send(_ value: Output) {
        let conduits = core.snapshot {}
        guard !conduits.isEmpty else { return }
        withUnsafePointer(to: value) { SubjectCore.offer(UnsafeRawPointer($0), to: conduits) }
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
}

extension PassthroughSubject: SubjectSinkHost {
    @inlinable
    internal func attachSink<In, Fail: Error>(
        receiveValue: @escaping (In) -> Void, receiveCompletion: ((Subscribers.Completion<Fail>) -> Void)?
    ) -> AnyCancellable {
        let (sink, owner) = SubjectSink<PassthroughSubject<Output, Failure>, In, Fail>.make(
            subject: self, holdingToken: false, receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        if !core.attach(sink, demanding: true) { finishLate(sink) }
        return owner
    }

    /// Hands the completion to a subscriber that came after it (out of line: the hot path never touches
    /// the generic completion type).
    @usableFromInline @inline(never)
    internal func finishLate(_ sink: Conduit) {
        if let completion = core.withLock({ completion }) { sink.finishWith(completion) }
    }
}
