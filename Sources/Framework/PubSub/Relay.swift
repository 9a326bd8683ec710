#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subscription a subject hands to one downstream subscriber.
///
/// Owns that subscriber's demand, its "active" flag and a small queue. Delivery is serialised by a
/// token (`delivering` in the `TokenWord`): whoever takes it is the only thread that may call the
/// downstream subscriber until it gives it back. A value offered while another thread (or a
/// re-entrant send on this thread) holds the token is queued and delivered by the token holder right
/// after its current call returns — so one subscriber never runs twice at once and a re-entrant send
/// never deadlocks. No lock is held while calling out.
///
/// Fast path: while demand is unlimited and nothing is queued or completing, the word's `extra` bit
/// (`unlimited`) is set and a value costs two compare-exchanges (take and give back the token) and no
/// lock. Everything else runs under the word's lock bit, which also keeps that bit up to date.
///
/// Speed: subjects call relays through the non-generic `Conduit` vtable, which always runs this
/// class's unspecialised code, so the hot path touches only non-generic state and never instantiates
/// generic types; the generic queue and completion are touched on slow paths only.
///
/// Lifetime: as Combine's, the subscription lets go of its subscriber once cancelled or completed, so
/// a subscriber that keeps its subscription is freed. The subscriber lives in a `HeldSubscriber` that
/// `held` refers to unretained; it is called only by the token holder and released only by the one
/// that ends the relay while holding the token, which it then keeps for good (decision 1600).
///
/// A relay primed with a current value hands it over inside `request`, as Combine's current-value
/// subscription does, also when the subscriber asks from inside `receive(subscription:)`: `start()` then
/// holds the token on that thread (`subscribingThread`), which lends it to that one delivery.
///
/// Threading invariant for `@unchecked Sendable`: `flags`, `pending`, `completion`,
/// `subscribingThread` and `held` are only written while holding the word's lock bit; `held` is read
/// without the lock only by the token holder, while the relay is active (so it is not nil and nobody
/// releases it meanwhile).
@usableFromInline
internal final class Relay<Downstream: Subscriber>: Conduit, @unchecked Sendable {
    @usableFromInline internal typealias Input = Downstream.Input
    @usableFromInline internal typealias Failure = Downstream.Failure

    private let state = TokenWord(TokenWord.active | TokenWord.delivering)  // `start()` holds the token
    @exclusivity(unchecked) private var flags = RelayFlags()  // guarded by the lock bit
    /// The subscriber, owned (+1) until the end; nil afterwards.
    @usableFromInline @exclusivity(unchecked) internal var held: Unmanaged<HeldSubscriber<Downstream>>?
    /// Given by a subject's inlinable `receive`: calls `downstream.receive` with code specialised in the
    /// caller's module. Used on the fast path; the demand it returns is ignored there because demand is
    /// unlimited. A constant, so reading it costs no dynamic exclusivity check and no retain.
    @usableFromInline internal let specialisedReceive: ((Relay, UnsafeRawPointer) -> Void)?
    private var pending = ContiguousArray<Input>()  // guarded by the lock bit
    private var completion: Subscribers.Completion<Failure>?  // guarded by the lock bit
    private var subscribingThread: pthread_t?  // guarded by the lock bit; `start()`'s, while a primed value waits
    internal private(set) weak var owner: SubjectCore?  // set once before `start()`; the subject that lists this relay

    @usableFromInline
    internal init(
        _ downstream: Downstream, owner: SubjectCore? = nil, primedWith initial: Input? = nil,
        specialisedReceive: ((Relay, UnsafeRawPointer) -> Void)? = nil
    ) {
        if let initial {
            pending.append(initial)
            flags.pendingCount = 1
            flags.primed = true
        }
        held = .passRetained(HeldSubscriber(downstream))
        self.owner = owner
        self.specialisedReceive = specialisedReceive
    }

    deinit { held?.release() }

    /// Calls `body` with the subscriber in place (no copy, no retain). Only for the token holder while the
    /// relay is active: the subscriber is then held and nobody else may let it go.
    @inlinable @inline(__always)
    internal func withDownstream<R>(_ body: (Downstream) -> R) -> R {
        held.unsafelyUnwrapped._withUnsafeGuaranteedRef { body($0.downstream) }
    }

    /// Takes the subscriber out, to be released after unlocking. Caller holds the lock and the token,
    /// and keeps the token for good.
    private func letGo() -> Unmanaged<HeldSubscriber<Downstream>>? {
        defer { held = nil }
        return held
    }

    /// Hands the subscription to the downstream, then delivers whatever arrived meanwhile.
    @usableFromInline
    internal func start() {
        let s = state.lock()
        if flags.primed { subscribingThread = pthread_self() }
        unlock(s)
        withDownstream { $0.receive(subscription: self) }
        drain(after: .none)
    }

    /// Whether the downstream is still attached (not cancelled, not completed).
    internal var isActive: Bool { state.load() & TokenWord.active != 0 }

    /// The fast path touches no generic metadata and calls the constant closure in place (`?()` on a
    /// `let` borrows it; binding it with `if let` would retain and release its context per value).
    internal override func offer(_ value: UnsafeRawPointer) {
        if specialisedReceive != nil, state.takeToken(ifIdle: Self.unlimitedIdle) {
            specialisedReceive?(self, value)
            if !state.releaseToken(toIdle: Self.unlimitedIdle) { drain(after: .none) }
            return
        }
        offerCopy(of: value)
    }

    /// The general path, out of line so that `offer(_:)` needs no stack space for a generic `Input`.
    @inline(never)
    private func offerCopy(of value: UnsafeRawPointer) {
        offer(value.assumingMemoryBound(to: Input.self).pointee)
    }

    internal override func finish(_ completion: UnsafeRawPointer) {
        finish(completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
    }

    internal func offer(_ value: Input) {
        if state.takeToken(ifIdle: Self.unlimitedIdle) {
            _ = withDownstream { $0.receive(value) }  // more demand on top of unlimited changes nothing
            if !state.releaseToken(toIdle: Self.unlimitedIdle) { drain(after: .none) }
            return
        }
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        if s & TokenWord.delivering == 0, flags.pendingCount == 0, flags.demand > .none {
            flags.takeDemand()
            unlock(s | TokenWord.delivering)
            drain(after: withDownstream { $0.receive(value) })
            return
        }
        let busy = s & TokenWord.delivering != 0 || flags.pendingCount > 0
        if busy && flags.demand > flags.pendingCount {
            pending.append(value)
            flags.pendingCount += 1
        }
        unlock(s)
    }

    internal func finish(_ completion: Subscribers.Completion<Failure>) {
        let s = state.lock()
        guard s & TokenWord.active != 0, !flags.hasCompletion else { return unlock(s) }
        self.completion = completion
        flags.hasCompletion = true
        guard s & TokenWord.delivering == 0 else { return unlock(s) }
        unlock(s | TokenWord.delivering)
        drain(after: .none)
    }

    internal override func request(_ demand: Subscribers.Demand) {
        let owner = owner
        precondition(demand > .none || owner == nil, "demand must not be zero")  // a subject's relay, as in Combine
        guard demand > .none else { return }
        owner?.noteDemand()
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        flags.demand += demand
        if let thread = subscribingThread, pthread_equal(thread, pthread_self()) != 0 {
            return deliverPrimedValue(s)
        }
        guard s & TokenWord.delivering == 0, flags.pendingCount > 0 || flags.hasCompletion else { return unlock(s) }
        unlock(s | TokenWord.delivering)
        drain(after: .none)
    }

    internal override func cancel() {
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        if flags.pendingCount > 0 {
            pending.removeAll()
            flags.pendingCount = 0
        }
        // Nobody delivering: take the token for good and let go now; else its holder lets go on return.
        let idle = s & TokenWord.delivering == 0
        let gone = idle ? letGo() : nil
        unlock(s & ~TokenWord.active | TokenWord.delivering)
        owner?.detach(self)
        gone?.release()
    }

    /// Hands the primed value to a subscriber that asks from inside `receive(subscription:)`, on the thread
    /// whose `start()` holds the token for that call; later values wait for `start()`'s drain. Caller
    /// holds the lock (state `s`).
    private func deliverPrimedValue(_ s: Int) {
        subscribingThread = nil
        guard flags.primed, flags.pendingCount > 0 else { return unlock(s) }
        flags.primed = false
        flags.takeDemand()
        flags.pendingCount -= 1
        let value = pending.removeFirst()
        unlock(s)
        let extra = withDownstream { $0.receive(value) }
        guard extra > .none else { return }
        let t = state.lock()
        flags.demand += extra
        unlock(t)
    }

    /// Adds `extra` demand, then delivers queued values and a pending completion. Caller holds the token.
    private func drain(after extra: Subscribers.Demand) {
        var extra = extra
        while true {
            let s = state.lock()
            if extra > .none { flags.demand += extra }
            guard s & TokenWord.active != 0 else {
                let gone = letGo()
                unlock(s)
                gone?.release()
                return
            }
            subscribingThread = nil  // `start()`'s call to `receive(subscription:)` is over
            if flags.pendingCount > 0, flags.demand > .none {
                flags.primed = false
                flags.takeDemand()
                flags.pendingCount -= 1
                let value = pending.removeFirst()
                unlock(s)
                extra = withDownstream { $0.receive(value) }
                continue
            }
            if flags.hasCompletion {
                pending.removeAll()
                let finished = completion
                let gone = letGo()
                unlock(s & ~TokenWord.active)
                if let finished, let gone {
                    gone._withUnsafeGuaranteedRef { $0.downstream.receive(completion: finished) }
                }
                gone?.release()
                return
            }
            return unlock(s & ~TokenWord.delivering)
        }
    }

    /// The mirror's view, read under the lock: the subscriber (nil once let go), the demand still open and
    /// whether it is still active.
    internal var introspected: (downstream: Downstream?, demand: Subscribers.Demand, isActive: Bool) {
        let s = state.lock()
        let result = (held?.takeUnretainedValue().downstream, flags.demand, s & TokenWord.active != 0)
        unlock(s)
        return result
    }

    /// Stores `s` with the `unlimited` bit recomputed from `flags`, releasing the lock.
    private func unlock(_ s: Int) {
        let fast = flags.demand == .unlimited && flags.pendingCount == 0 && !flags.hasCompletion
        state.unlock(s & ~TokenWord.extra | (fast ? TokenWord.extra : 0))
    }

    /// The state in which a value may take the fast path: active, unlimited demand, nothing queued.
    private static var unlimitedIdle: Int { TokenWord.active | TokenWord.extra }
}

/// The lock-guarded, non-generic part of a relay's state.
internal struct RelayFlags {
    var demand = Subscribers.Demand.none
    var hasCompletion = false
    var pendingCount = 0
    var primed = false  // the first value queued is the current value it was made with

    mutating func takeDemand() {
        if demand != .unlimited { demand -= 1 }
    }
}

/// A subject's view of one attached subscriber, erased to a non-generic class.
///
/// Values and completions travel as pointers to the subject's `Output` / `Completion<Failure>`; only
/// `Relay` subclasses this, and subjects only hand it relays whose types match their own.
@usableFromInline
internal class Conduit: CancelTarget, Subscription, @unchecked Sendable {
    @usableFromInline
    internal func offer(_ value: UnsafeRawPointer) {}
    internal func finish(_ completion: UnsafeRawPointer) {}
    @usableFromInline
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
