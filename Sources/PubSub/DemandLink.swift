import Synchronization

/// The subscription an operator hands its downstream when it passes demand on as Combine does across a
/// change of upstream (`catch`, `retry`), instead of asking for `.unlimited` and buffering.
///
/// Requests go to the current upstream. The demand not yet met is counted, so a replacement upstream (`catch`'s handler,
/// `retry`'s next attempt) is asked for exactly that. `claimCompletion()` lets exactly one of several
/// racing endings (upstream completion, a timer) reach the downstream.
///
/// Threading invariant for `@unchecked Sendable`: all state lives in the mutex; upstream calls are made
/// after unlocking.
internal final class DemandLink: Subscription, @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var upstream: (any Subscription)?
        var outstanding = Subscribers.Demand.none
        var isCancelled = false
        var isCompleted = false
        var hasAdopted = false  // an upstream subscription arrived
        var downstream: Any?  // for the mirror only; let go of when the stream ends
    }

    private let state = Mutex(State())
    /// The operator's name, which the subscription gives as its description (`"ReceiveOn"`), as Combine's.
    private let name: String

    /// Whether the mirror shows the downstream and the demand (`catch`'s) or nothing (`retry`'s).
    private let isMirrored: Bool

    /// `name` is the operator's (`"Catch"`). `mirroring`: the downstream, for a mirror that shows it and
    /// the demand not yet met, as Combine's `catch` does; nil for `retry`'s empty mirror.
    init(_ name: String, mirroring downstream: Any? = nil) {
        self.name = name
        isMirrored = downstream != nil
        state.withLock { $0.downstream = downstream }
    }

    /// Combine's children: `downstream` (nil once the stream ended) and `demand`, or none.
    var mirrorChildren: KeyValuePairs<String, Any> {
        guard isMirrored else { return [:] }
        let (downstream, demand) = state.withLock { ($0.downstream, $0.outstanding) }
        return ["downstream": downstream as Any, "demand": demand]
    }

    /// Lets go of the mirrored downstream once the stream ended (released after unlocking).
    private func forgetDownstream() {
        let released = state.withLock { s -> Any? in
            defer { s.downstream = nil }
            return s.downstream
        }
        withExtendedLifetime(released) {}
    }

    /// Whether the downstream cancelled.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Whether the stream ended: a completion went downstream, or the downstream cancelled.
    var hasEnded: Bool { state.withLock { $0.isCompleted || $0.isCancelled } }

    /// Whether an upstream subscription has arrived.
    var hasAdopted: Bool { state.withLock { $0.hasAdopted } }

    /// Whether the downstream asked for a value it has not got yet.
    var hasOutstandingDemand: Bool { state.withLock { $0.outstanding > .none } }

    /// Makes `upstream` the current one and asks it for the outstanding demand. Returns false, and
    /// cancels `upstream`, once the downstream cancelled or the stream ended.
    @discardableResult
    func adopt(_ upstream: any Subscription) -> Bool {
        let demand = state.withLock { s -> Subscribers.Demand? in
            guard !s.isCancelled, !s.isCompleted, s.upstream == nil else { return nil }
            s.upstream = upstream
            s.hasAdopted = true
            return s.outstanding
        }
        guard let demand else {
            upstream.cancel()
            return false
        }
        if demand > .none { upstream.request(demand) }
        return true
    }

    /// The current upstream ended (it completed); later requests wait for the next one.
    func release() {
        state.withLock { $0.upstream = nil }
    }

    /// Counts one value delivered downstream, which answered with `more` demand (returned upstream).
    func delivered(_ more: Subscribers.Demand) {
        state.withLock { s in
            if s.outstanding != .unlimited { s.outstanding = s.outstanding - 1 + more }
        }
    }

    /// True for the first caller only: that caller delivers the completion.
    func claimCompletion() -> Bool {
        state.withLock { s in
            defer { s.isCompleted = true }
            return !s.isCompleted && !s.isCancelled
        }
    }

    /// Cancels the current upstream without ending the downstream's side (a timeout that fired).
    func cancelUpstream() {
        let upstream = state.withLock { s -> (any Subscription)? in
            defer { s.upstream = nil }
            return s.upstream
        }
        upstream?.cancel()
    }

    /// Hands `value` to `downstream` unless the stream ended or (unless `evenAfterCancel`, Combine's
    /// `catch`, which passes on whatever an upstream still sends after a cancel) the downstream
    /// cancelled, and counts it; returns the downstream's answer (the demand to return upstream).
    func deliver<S: Subscriber>(_ value: S.Input, to downstream: S, evenAfterCancel: Bool = false) -> Subscribers.Demand
    {
        guard state.withLock({ (evenAfterCancel || !$0.isCancelled) && !$0.isCompleted }) else { return .none }
        let more = downstream.receive(value)
        delivered(more)
        return more
    }

    /// Hands `completion` to `downstream` if it is the first ending and the downstream did not cancel.
    func finish<S: Subscriber>(_ downstream: S, with completion: Subscribers.Completion<S.Failure>) {
        guard claimCompletion() else { return }
        forgetDownstream()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let upstream = state.withLock { s -> (any Subscription)? in
            guard !s.isCancelled else { return nil }
            s.outstanding += demand
            return s.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let (upstream, first) = state.withLock { s -> ((any Subscription)?, Bool) in
            defer {
                s.isCancelled = true
                s.upstream = nil
            }
            return (s.upstream, !s.isCancelled)
        }
        guard first else { return }
        forgetDownstream()
        upstream?.cancel()
    }
}

extension DemandLink: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    var description: String { name }
    var playgroundDescription: Any { name }
}

/// An operator's upstream subscriber: adopts its subscription into a `DemandLink` and passes each event
/// on through closures. The first one of a stream is also the subscription its downstream gets, handed
/// over (`onSubscribe`) when the upstream's subscription arrives, as Combine's operators do; events an
/// upstream sends before its subscription are ignored. The closures (which hold the downstream) are
/// dropped when this upstream completes or (unless `catch`'s) the downstream cancels, so a subscriber that keeps its
/// subscription is not kept alive by it.
///
/// Threading invariant for `@unchecked Sendable`: the closures live in the mutex and are called after
/// unlocking; the link is thread-safe.
internal final class LinkFeed<Input, Failure: Error>: Subscriber, Subscription, CustomStringConvertible,
    CustomPlaygroundDisplayConvertible, CustomReflectable, @unchecked Sendable
{
    private struct Handlers: @unchecked Sendable {
        let onSubscribe: ((any Subscription) -> Void)?
        let onValue: (Input) -> Subscribers.Demand
        let onCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    private let link: DemandLink
    private let handlers: Mutex<Handlers?>
    private let failed = Mutex(false)  // the upstream failed once already
    private let trapsOnFailingTwice: Bool
    private let trapsOnUnwantedValues: Bool
    private let keepsHandlersOnCancel: Bool

    /// `trapsOnFailingTwice`: an upstream that fails twice is a programming error Combine's `catch`
    /// traps on. `trapsOnUnwantedValues`: so is a value before the subscription or one the downstream
    /// did not ask for, for Combine's `catch` and `retry`. `keepsHandlersOnCancel`: values an upstream
    /// still sends after a cancel reach the downstream (Combine's `catch`).
    init(
        link: DemandLink, onSubscribe: ((any Subscription) -> Void)? = nil, trapsOnFailingTwice: Bool = false,
        trapsOnUnwantedValues: Bool = false, keepsHandlersOnCancel: Bool = false,
        onValue: @escaping (Input) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.link = link
        self.trapsOnFailingTwice = trapsOnFailingTwice
        self.trapsOnUnwantedValues = trapsOnUnwantedValues
        self.keepsHandlersOnCancel = keepsHandlersOnCancel
        handlers = Mutex(Handlers(onSubscribe: onSubscribe, onValue: onValue, onCompletion: onCompletion))
    }

    func receive(subscription: any Subscription) {
        guard link.adopt(subscription) else { return }
        handlers.withLock { $0 }?.onSubscribe?(self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if trapsOnUnwantedValues {
            precondition(link.hasAdopted, "\(link) received a value before its subscription")
            precondition(
                link.hasEnded || link.hasOutstandingDemand, "\(link) received a value its subscriber did not ask for")
        }
        guard link.hasAdopted, let handlers = handlers.withLock({ $0 }) else { return .none }
        return handlers.onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard link.hasAdopted else { return }
        var failure = false
        if case .failure = completion { failure = true }
        let failedBefore = failed.withLock { earlier in
            defer { earlier = earlier || failure }
            return earlier
        }
        precondition(
            !(failure && failedBefore && trapsOnFailingTwice && !link.hasEnded), "the upstream failed twice")
        guard let handlers = handlers.withLock({ $0.take() }) else { return }
        link.release()
        handlers.onCompletion(completion)
    }

    func request(_ demand: Subscribers.Demand) { link.request(demand) }

    func cancel() {
        link.cancel()
        guard !keepsHandlersOnCancel else { return }
        _ = handlers.withLock { $0.take() }  // released after unlocking: a deinit may call back in
    }

    var description: String { link.description }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: link.mirrorChildren) }
}
