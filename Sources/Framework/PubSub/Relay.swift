#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subscription a subject hands to one downstream subscriber.
///
/// Owns that subscriber's demand, its "active" flag and a small queue. Delivery is serialised by a
/// token (`delivering` in the `TokenWord`): whoever takes it is the only thread that may call the
/// downstream subscriber until it gives it back. The holder marks the word with an address on its own
/// stack (`StackMark`). A value offered while another thread holds the token waits for that delivery,
/// as Combine's send does; one offered by a re-entrant send on the holder's own thread (the mark is on
/// its stack) is queued and delivered by the holder right after its current call returns — so one
/// subscriber never runs twice at once and a re-entrant send never deadlocks. No lock is held while
/// calling out.
///
/// Fast path: while demand is unlimited and nothing is queued or completing, the word's `extra` bit
/// (`unlimited`) is set and a value costs two compare-exchanges (take and give back the token) and no
/// lock. Everything else runs under the word's lock bit, which also keeps that bit up to date.
///
/// Speed: subjects call relays through the non-generic `Conduit` vtable, which always runs this
/// class's unspecialised code, so the hot path touches only non-generic state and never instantiates
/// generic types; the generic queue and completion are touched on slow paths only.
///
/// Lifetime: as Combine's, the subscription keeps its subject and lets go of it and of its subscriber
/// once cancelled or completed, so a subscriber that keeps its subscription is freed. The subscriber
/// lives in a `HeldSubscriber` that `held` refers to unretained; it is called only by the token holder
/// and released only by the one that ends the relay while holding the token, which it then keeps for
/// good (decision 1600).
///
/// A `CurrentValueSubject`'s relay owes its subscriber the subject's value until a value reaches it: the
/// first request, and the next request after a value was dropped for lack of demand, hand over the value
/// current at that request (`currentValue`), as Combine's does, also when the subscriber asks from inside
/// `receive(subscription:)`: `start()` then holds the token on that thread (`subscribingThread`), which
/// lends it to that one delivery.
///
/// Threading invariant for `@unchecked Sendable`: `flags`, `pending`, `completion`, `subject`,
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
    private var subscribingThread: pthread_t?  // guarded by the lock bit; `start()`'s, while the current value is owed
    /// The list this relay is on: its subject's core.
    internal let owner: SubjectCore
    /// The subject, kept until the relay ends, as Combine's subscription keeps its subject.
    private var subject: AnyObject?  // guarded by the lock bit
    /// Reads the subject's current value (a `CurrentValueSubject`'s relay); nil for other subjects.
    private let currentValue: ((AnyObject) -> Input)?

    @usableFromInline
    internal init(
        _ downstream: Downstream, owner: SubjectCore, subject: AnyObject?, currentValue: ((AnyObject) -> Input)? = nil,
        specialisedReceive: ((Relay, UnsafeRawPointer) -> Void)? = nil
    ) {
        flags.primed = currentValue != nil
        held = .passRetained(HeldSubscriber(downstream))
        self.owner = owner
        self.subject = subject
        self.currentValue = currentValue
        self.specialisedReceive = specialisedReceive
    }

    deinit { held?.release() }

    /// Calls `body` with the subscriber in place (no copy, no retain). Only for the token holder while the
    /// relay is active: the subscriber is then held and nobody else may let it go.
    @inlinable @inline(__always)
    internal func withDownstream<R>(_ body: (Downstream) -> R) -> R {
        held.unsafelyUnwrapped._withUnsafeGuaranteedRef { body($0.downstream) }
    }

    /// Takes the subscriber and the subject out, to be released after unlocking (`release()`). Caller
    /// holds the lock and the token, and keeps the token for good.
    private func letGo() -> Leftovers {
        defer {
            held = nil
            subject = nil
        }
        return Leftovers(held: held, subject: subject)
    }

    /// Hands the subscription to the downstream, then delivers whatever arrived meanwhile.
    @usableFromInline
    internal func start() {
        let s = state.lock()
        if flags.primed { subscribingThread = pthread_self() }
        unlock(s | StackMark.here())  // `init` gave this thread the token
        withDownstream { $0.receive(subscription: self) }
        drain(after: .none)
    }

    /// Whether the downstream is still attached (not cancelled, not completed).
    internal var isActive: Bool { state.load() & TokenWord.active != 0 }

    /// The fast path touches no generic metadata and calls the constant closure in place (`?()` on a
    /// `let` borrows it; binding it with `if let` would retain and release its context per value).
    internal override func offer(_ value: UnsafeRawPointer) {
        let mark = StackMark.here()
        if specialisedReceive != nil, state.takeToken(ifIdle: Self.unlimitedIdle, marking: mark) {
            specialisedReceive?(self, value)
            if !state.releaseToken(toIdle: Self.unlimitedIdle, marked: mark) { drain(after: .none) }
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
        let mark = StackMark.here()
        while true {
            if state.takeToken(ifIdle: Self.unlimitedIdle, marking: mark) {
                _ = withDownstream { $0.receive(value) }  // more demand on top of unlimited changes nothing
                if !state.releaseToken(toIdle: Self.unlimitedIdle, marked: mark) { drain(after: .none) }
                return
            }
            let s = state.lock()
            guard s & TokenWord.active != 0 else { return unlock(s) }
            if s & TokenWord.delivering == 0, flags.pendingCount == 0, flags.demand > .none {
                flags.takeDemand()
                flags.primed = false
                unlock(s | TokenWord.delivering | mark)
                drain(after: withDownstream { $0.receive(value) })
                return
            }
            if s & TokenWord.delivering != 0, !StackMark.isOnThisThread(s) {
                unlock(s)
                state.waitForToken()  // another thread delivers: wait for it, as Combine's send does
                continue
            }
            let busy = s & TokenWord.delivering != 0 || flags.pendingCount > 0
            if busy && flags.demand > flags.pendingCount {
                pending.append(value)
                flags.pendingCount += 1
                flags.primed = false
            } else if flags.demand == .none {
                flags.primed = currentValue != nil  // dropped: the next request catches up, as Combine's
            }
            return unlock(s)
        }
    }

    internal func finish(_ completion: Subscribers.Completion<Failure>) {
        let s = state.lock()
        guard s & TokenWord.active != 0, !flags.hasCompletion else { return unlock(s) }
        self.completion = completion
        flags.hasCompletion = true
        guard s & TokenWord.delivering == 0 else { return unlock(s) }
        unlock(s | TokenWord.delivering | StackMark.here())
        drain(after: .none)
    }

    internal override func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")  // a subject's relay, as in Combine
        owner.noteDemand()
        let s = state.lock()
        guard s & TokenWord.active != 0 else { return unlock(s) }
        flags.demand += demand
        if let thread = subscribingThread, pthread_equal(thread, pthread_self()) != 0 {
            return deliverPrimedValue(s)
        }
        guard s & TokenWord.delivering == 0, flags.pendingCount > 0 || flags.hasCompletion || flags.primed else {
            return unlock(s)
        }
        unlock(s | TokenWord.delivering | StackMark.here())
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
        let gone = idle ? letGo() : Leftovers(held: nil, subject: nil)
        unlock(s & ~TokenWord.active | TokenWord.delivering)
        owner.detach(self)
        gone.release()
    }

    /// Hands the current value to a subscriber that asks from inside `receive(subscription:)`, on the
    /// thread whose `start()` holds the token for that call; later values wait for `start()`'s drain.
    /// Caller holds the lock (state `s`).
    private func deliverPrimedValue(_ s: Int) {
        subscribingThread = nil
        guard currentValueIsDue else { return unlock(s) }
        let value = takeCurrentValue(s)
        let extra = withDownstream { $0.receive(value) }
        guard extra > .none else { return }
        let t = state.lock()
        flags.demand += extra
        unlock(t)
    }

    /// The owed current value goes out now: nothing queued before it, demand for it. Caller holds the lock.
    private var currentValueIsDue: Bool {
        flags.primed && flags.pendingCount == 0 && flags.demand > .none && currentValue != nil && subject != nil
    }

    /// Reads the owed current value from the subject, spending one demand, after unlocking (state `s`).
    /// Caller holds the lock and the token, and checked `currentValueIsDue`.
    private func takeCurrentValue(_ s: Int) -> Input {
        flags.primed = false
        flags.takeDemand()
        let (read, subject) = (currentValue.unsafelyUnwrapped, self.subject.unsafelyUnwrapped)
        unlock(s)
        return read(subject)
    }

    /// Adds `extra` demand, then delivers queued values, an owed current value and a pending completion.
    /// Caller holds the token.
    private func drain(after extra: Subscribers.Demand) {
        var extra = extra
        while true {
            let s = state.lock()
            if extra > .none { flags.demand += extra }
            guard s & TokenWord.active != 0 else {
                let gone = letGo()
                unlock(s)
                gone.release()
                return
            }
            subscribingThread = nil  // `start()`'s call to `receive(subscription:)` is over
            if flags.pendingCount > 0, flags.demand > .none {
                flags.takeDemand()
                flags.pendingCount -= 1
                let value = pending.removeFirst()
                unlock(s)
                extra = withDownstream { $0.receive(value) }
                continue
            }
            if currentValueIsDue, !flags.hasCompletion {
                let value = takeCurrentValue(s)
                extra = withDownstream { $0.receive(value) }
                continue
            }
            if flags.hasCompletion {
                pending.removeAll()
                let finished = completion
                let gone = letGo()
                unlock(s & ~TokenWord.active)
                if let finished, let held = gone.held {
                    held._withUnsafeGuaranteedRef { $0.downstream.receive(completion: finished) }
                }
                gone.release()
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

    /// Stores `s` with the `unlimited` bit recomputed from `flags`, releasing the lock; without the token
    /// the holder's stack mark goes too.
    private func unlock(_ s: Int) {
        let fast = flags.demand == .unlimited && flags.pendingCount == 0 && !flags.hasCompletion && !flags.primed
        let kept = s & TokenWord.delivering != 0 ? s : s & TokenWord.flagBits
        state.unlock(kept & ~TokenWord.extra | (fast ? TokenWord.extra : 0))
    }

    /// What a relay lets go of at its end: the subscriber's box, released by `release()`, and the subject,
    /// released with this value; both after unlocking.
    private struct Leftovers {
        let held: Unmanaged<HeldSubscriber<Downstream>>?
        let subject: AnyObject?

        func release() { held?.release() }
    }

    /// The state in which a value may take the fast path: active, unlimited demand, nothing queued.
    private static var unlimitedIdle: Int { TokenWord.active | TokenWord.extra }
}

/// The lock-guarded, non-generic part of a relay's state.
internal struct RelayFlags {
    var demand = Subscribers.Demand.none
    var hasCompletion = false
    var pendingCount = 0
    var primed = false  // the subject's current value is owed at the next request (`CurrentValueSubject`)

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
