/// The subscription a subject or a fan-in operator hands to one downstream subscriber.
///
/// Owns that subscriber's demand, its "active" flag and a small queue. Delivery is serialised by a
/// token (`delivering`): whoever sets it under the lock is the only thread that may call the
/// downstream subscriber until it clears it again. A value offered while another thread (or a
/// re-entrant send on this thread) holds the token is queued and delivered by the token holder right
/// after its current call returns — so one subscriber never runs twice at once and a re-entrant send
/// never deadlocks. No lock is held while calling out.
///
/// Speed: subjects call relays through the non-generic `Conduit` vtable, which always runs this
/// class's unspecialised code, so the hot path touches only non-generic state (`RelayFlags`) and never
/// instantiates generic types; the generic queue and completion are touched on slow paths only.
///
/// Threading invariant for `@unchecked Sendable`: `flags`, `pending`, `completion` and `onCancel` are
/// only touched while holding `lock`; `downstream` is immutable and only called by the token holder.
internal final class Relay<Downstream: Subscriber>: Conduit, @unchecked Sendable {
    internal typealias Input = Downstream.Input
    internal typealias Failure = Downstream.Failure

    /// What happens to a value offered while the subscriber has no demand for it.
    internal enum Overflow {
        /// Subjects: the value is dropped (Combine's `PassthroughSubject` behaviour).
        case drop
        /// Operators: the value waits in the queue until demand arrives.
        case buffer
    }

    private let lock = SpinLock()
    private var flags: RelayFlags  // guarded by `lock`
    private let overflow: Overflow
    private let downstream: Downstream
    private var pending = ContiguousArray<Input>()  // guarded by `lock`
    private var completion: Subscribers.Completion<Failure>?  // guarded by `lock`
    private var onCancel: (() -> Void)?  // guarded by `lock`
    private weak var owner: SubjectCore?  // set once before `start()`; the subject that lists this relay

    internal init(
        _ downstream: Downstream, overflow: Overflow, owner: SubjectCore? = nil, primedWith initial: Input? = nil
    ) {
        var initialFlags = RelayFlags()
        if let initial {
            pending.append(initial)
            initialFlags.pendingCount = 1
        }
        flags = initialFlags
        self.overflow = overflow
        self.downstream = downstream
        self.owner = owner
    }

    /// Sets the action run once when the downstream cancels (before `start()`).
    internal func onCancel(_ action: @escaping () -> Void) {
        lock.withLock { onCancel = action }
    }

    /// Hands the subscription to the downstream, then delivers whatever arrived meanwhile.
    internal func start() {
        downstream.receive(subscription: self)
        drain(after: .none)
    }

    /// Whether the downstream is still attached (not cancelled, not completed).
    internal var isActive: Bool { lock.withLock { flags.active } }

    internal override func offer(_ value: UnsafeRawPointer) {
        offer(value.assumingMemoryBound(to: Input.self).pointee)
    }

    internal override func finish(_ completion: UnsafeRawPointer) {
        finish(completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
    }

    internal func offer(_ value: Input) {
        let mustDeliver = lock.withLock { () -> Bool in
            guard flags.active else { return false }
            if !flags.delivering, flags.pendingCount == 0, flags.demand > .none {
                flags.takeDemand()
                flags.delivering = true
                return true
            }
            if overflow == .buffer || (flags.delivering || flags.pendingCount > 0) && flags.demand > flags.pendingCount
            {
                pending.append(value)
                flags.pendingCount += 1
            }
            return false
        }
        if mustDeliver { drain(after: downstream.receive(value)) }
    }

    internal func finish(_ completion: Subscribers.Completion<Failure>) {
        let mustDeliver = lock.withLock { () -> Bool in
            guard flags.active, !flags.hasCompletion else { return false }
            self.completion = completion
            flags.hasCompletion = true
            guard !flags.delivering else { return false }
            flags.delivering = true
            return true
        }
        if mustDeliver { drain(after: .none) }
    }

    internal override func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let mustDrain = lock.withLock { () -> Bool in
            guard flags.active else { return false }
            flags.demand += demand
            guard !flags.delivering, flags.pendingCount > 0 || flags.hasCompletion else { return false }
            flags.delivering = true
            return true
        }
        if mustDrain { drain(after: .none) }
    }

    internal override func cancel() {
        let (wasActive, hook) = lock.withLock { () -> (Bool, (() -> Void)?) in
            guard flags.active else { return (false, nil) }
            flags.active = false
            if flags.pendingCount > 0 {
                pending.removeAll()
                flags.pendingCount = 0
            }
            defer { onCancel = nil }
            return (true, onCancel)
        }
        guard wasActive else { return }
        hook?()
        owner?.detach(self)
    }

    /// Adds `extra` demand, then delivers queued values and a pending completion. Caller holds the token.
    private func drain(after extra: Subscribers.Demand) {
        var extra = extra
        while true {
            let step = lock.withLock { () -> Step in
                if extra > .none { flags.demand += extra }
                guard flags.active else { return .release }
                if flags.pendingCount > 0, flags.demand > .none { return .deliverPending }
                if flags.hasCompletion, flags.pendingCount == 0 || overflow == .drop {
                    flags.active = false
                    return .complete
                }
                flags.delivering = false
                return .idle
            }
            switch step {
            case .deliverPending:
                extra = downstream.receive(popPending())
            case .complete:
                completeDownstream()
                return
            case .release, .idle:
                return
            }
        }
    }

    private func popPending() -> Input {
        lock.withLock { () -> Unchecked<Input> in
            flags.takeDemand()
            flags.pendingCount -= 1
            let value = pending.removeFirst()
            return Unchecked(value: value)
        }.value
    }

    private func completeDownstream() {
        let finished = lock.withLock { () -> Unchecked<Subscribers.Completion<Failure>?> in
            pending.removeAll()
            onCancel = nil
            return Unchecked(value: completion)
        }.value
        if let finished { downstream.receive(completion: finished) }
    }
}

/// What a relay's drain loop does next (non-generic so the loop never instantiates metadata).
private enum Step {
    case deliverPending
    case complete
    case release
    case idle
}

/// The non-generic part of a relay's state; everything the per-value fast path reads.
internal struct RelayFlags {
    var demand = Subscribers.Demand.none
    var active = true
    var delivering = true  // held by `start()` until the subscription has been handed over
    var hasCompletion = false
    var pendingCount = 0

    mutating func takeDemand() {
        if demand != .unlimited { demand -= 1 }
    }
}

/// A subject's view of one attached subscriber, erased to a non-generic class.
///
/// Values and completions travel as pointers to the subject's `Output` / `Completion<Failure>`; only
/// `Relay` subclasses this, and subjects only hand it relays whose types match their own.
internal class Conduit: CancelTarget, Subscription, @unchecked Sendable {
    internal func offer(_ value: UnsafeRawPointer) {}
    internal func finish(_ completion: UnsafeRawPointer) {}
    internal func request(_ demand: Subscribers.Demand) {}
}

extension Conduit {
    /// Offers `value`, which must be of the relay's `Input` type.
    internal func offerValue<T>(_ value: T) {
        withUnsafePointer(to: value) { offer(UnsafeRawPointer($0)) }
    }

    /// Finishes with `completion`, which must be of the relay's completion type.
    internal func finishWith<F: Error>(_ completion: Subscribers.Completion<F>) {
        withUnsafePointer(to: completion) { finish(UnsafeRawPointer($0)) }
    }
}
