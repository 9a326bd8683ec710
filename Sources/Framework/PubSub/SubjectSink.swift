/// A `sink` attached straight to a subject: subscriber, subscription and delivery token in one object.
///
/// `sink` on a subject (or on `$property` / `objectWillChange`) builds this instead of a
/// `Subscribers.Sink` behind a `Relay`, so one subscription costs one object besides its
/// `AnyCancellable`. It keeps its subject (`Host`) alive until it ends, as Combine's subscription does,
/// and leaves the subject's list through it, so one reference serves both and the object stays 56 bytes
/// (glibc's 64-byte chunk, decision 2070). Its demand is always unlimited, so the only state is one
/// atomic word whose low four bits are flags:
/// - `active`: not cancelled, not completed;
/// - `delivering`: the delivery token — whoever sets it is the only thread calling the closures;
/// - `locked`: a spin lock for the slow paths (queueing, completion, cancel);
/// - `queued`: `extras` holds values or a completion for the token holder to deliver.
/// The bits above them hold the address of the sink's `AnyCancellable` (its owner) until the sink ends;
/// while a thread holds the token they hold its stack mark (`StackMark`) instead, and the holder keeps the
/// owner's address meanwhile and puts it back when it gives the token back. A send takes the token with
/// one compare-exchange and gives it back with another. A value sent from another thread while the token
/// is held waits for that delivery, as Combine's send does; one sent by a re-entrant send on the holder's
/// thread is queued and delivered by the holder right after its current call, exactly as `Relay` does.
///
/// The value closure is immutable, so the token holder calls it without retaining and releasing its
/// context (two atomic operations fewer per value). It goes when the sink object goes: on cancel the
/// owner drops the sink and the subject lists it no more; on completion the sink takes itself out of
/// its owner (see `takeOwnersReference`), so a completed sink that is still stored keeps no closures
/// alive. Either way the object is freed once no send in flight holds it, and lets go of its subject then:
/// while it is listed, subject, list and sink form a cycle that cancel or completion breaks.
///
/// Threading invariant for `@unchecked Sendable`: `receiveValue` is immutable and called only by the
/// token holder; `extras` is only touched under the lock bit, or by the thread that ended the sink once
/// the state word says "ended, no token".
@usableFromInline
internal final class SubjectSink<Host: SubjectListOwner, Input, Failure: Error>: Conduit, @unchecked Sendable {
    private let state: TokenWord  // flags, and the owner's address above them
    private let subject: Host  // kept until the sink goes; cancel takes the sink off its list
    private let receiveValue: ((Input) -> Void)?  // called in place (`?()` on a `let`: no retain)
    private var extras: SinkExtras<Input, Failure>?  // guarded by the lock bit

    /// A sink on `subject` and its `AnyCancellable` (the owner), ready to attach: the completion closure
    /// and the owner's address are set here, before any other thread can see the sink.
    /// `holdingToken`: the creator delivers first (a current value) and then calls `releaseToken()`.
    /// Inlinable, so for `sink(receiveValue:)` the absent completion closure folds away.
    @inlinable
    internal static func make(
        subject: Host, holdingToken: Bool, receiveValue: @escaping (Input) -> Void,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    ) -> (sink: SubjectSink, owner: AnyCancellable) {
        let sink = SubjectSink(subject: subject, holdingToken: holdingToken, receiveValue: receiveValue)
        if let receiveCompletion { sink.handleCompletion(with: receiveCompletion) }
        return (sink, sink.makeOwner())
    }

    @usableFromInline
    internal init(subject: Host, holdingToken: Bool, receiveValue: @escaping (Input) -> Void) {
        state = TokenWord(holdingToken ? SinkState.active | SinkState.delivering : SinkState.active)
        self.subject = subject
        self.receiveValue = receiveValue
    }

    /// Part of `make`: sets the completion closure.
    @usableFromInline
    internal func handleCompletion(with receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        extras = SinkExtras(receiveCompletion)
    }

    /// Part of `make`: creates the `AnyCancellable` and keeps its address in the state word.
    @usableFromInline
    internal func makeOwner() -> AnyCancellable {
        let owner = AnyCancellable(target: self)
        state.storeHighBits(UInt(bitPattern: Unmanaged.passUnretained(owner).toOpaque()))
        return owner
    }

    internal override func offer(_ value: UnsafeRawPointer) {
        let input = value.assumingMemoryBound(to: Input.self)
        let mark = StackMark.here()
        if let owner = state.takeToken(ifFlagsAre: SinkState.active, marking: mark) {
            receiveValue?(input.pointee)
            releaseToken(owner: owner, mark: mark)
        } else {
            offerContended(input.pointee)
        }
    }

    /// Delivers the current value while holding the token from `init`, then releases it.
    @usableFromInline
    internal func deliverHeld(_ value: UnsafeRawPointer) {
        let mark = StackMark.here()
        let owner = markCreatorsToken(mark)
        receiveValue?(value.assumingMemoryBound(to: Input.self).pointee)
        releaseToken(owner: owner, mark: mark)
    }

    /// Gives back the token held from `init` without delivering anything.
    @usableFromInline
    internal func releaseCreatorsToken() {
        let mark = StackMark.here()
        releaseToken(owner: markCreatorsToken(mark), mark: mark)
    }

    /// Puts this thread's `mark` on the token `init` gave it; returns the owner's address it replaced.
    private func markCreatorsToken(_ mark: Int) -> Int {
        let s = lock()
        unlock(s & TokenWord.flagBits | mark)
        return s & ~TokenWord.flagBits
    }

    /// Gives the token back with the `owner`'s address; if events were queued or the sink ended
    /// meanwhile, handles that first.
    private func releaseToken(owner: Int, mark: Int) {
        if !state.releaseToken(toFlags: SinkState.active, marked: mark, restoring: owner) { drain(owner: owner) }
    }

    internal override func finish(_ completion: UnsafeRawPointer) {
        let s = lock()
        guard s & SinkState.active != 0 else { return unlock(s) }
        if s & SinkState.delivering != 0 {
            backlog().completion = completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee
            return unlock(s | SinkState.queued)
        }
        let owners = takeOwnersReference(s)
        unlock(0)
        complete(with: completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
        owners?.release()
    }

    internal override func cancel() {
        let s = lock()
        guard s & SinkState.active != 0 else { return unlock(s) }
        if s & SinkState.queued != 0 { extras?.clearQueue() }
        if s & SinkState.delivering != 0 {
            unlock(SinkState.delivering)  // the token holder drops the extras when its call returns
        } else {
            unlock(0)
            extras = nil
        }
        subject.detach(self)
    }

    /// The token is taken: waits for another thread's delivery, queues a re-entrant send's value.
    private func offerContended(_ value: Input) {
        let mark = StackMark.here()
        while true {
            let s = lock()
            guard s & SinkState.active != 0 else { return unlock(s) }
            if s & SinkState.delivering == 0 {
                unlock(s & TokenWord.flagBits | SinkState.delivering | mark)
                receiveValue?(value)
                return releaseToken(owner: s & ~TokenWord.flagBits, mark: mark)
            }
            if StackMark.isOnThisThread(s) {
                backlog().queue.append(value)
                return unlock(s | SinkState.queued)
            }
            unlock(s)
            state.waitForToken()
        }
    }

    /// Delivers queued values, then a queued completion; ends with the token released and the `owner`'s
    /// address back in the word. Holds the token.
    private func drain(owner: Int) {
        while true {
            let s = lock()
            if s & SinkState.active == 0 {
                unlock(0)
                extras = nil
                return
            }
            guard s & SinkState.queued != 0, let extras else {
                return unlock(s & TokenWord.flagBits & ~SinkState.delivering | owner)
            }
            if !extras.queue.isEmpty {
                let value = extras.queue.removeFirst()
                unlock(extras.queue.isEmpty && extras.completion == nil ? s & ~SinkState.queued : s)
                receiveValue?(value)
                continue
            }
            guard let completion = extras.completion else {
                return unlock(s & TokenWord.flagBits & ~(SinkState.delivering | SinkState.queued) | owner)
            }
            let owners = takeOwnersReference(owner)
            unlock(0)
            complete(with: completion)
            owners?.release()
            return
        }
    }

    /// The extras object, created on first use; called under the lock bit.
    private func backlog() -> SinkExtras<Input, Failure> {
        if let extras { return extras }
        let created = SinkExtras<Input, Failure>(nil)
        extras = created
        return created
    }

    /// Drops the extras (the completion closure and any queue), then calls the completion closure.
    /// Called after the state word went to "ended, no token": from then on no other thread touches
    /// `extras`, so no lock is held while captured objects deinitialise (their deinit may cancel or send
    /// without deadlocking).
    private func complete(with completion: Subscribers.Completion<Failure>) {
        let receiveCompletion = extras?.receiveCompletion
        extras = nil
        receiveCompletion?(completion)
    }

    /// When completion ends the sink: takes the sink out of its `AnyCancellable` and returns the
    /// reference the owner held, for the caller to release after unlocking. Called under the lock bit,
    /// while `active` is still set, with `s` holding the owner's address above the flags (from `lock()`
    /// while nobody delivers, or the address the token holder kept).
    ///
    /// The owner cannot be freed meanwhile: its address is in the word only until the sink ends, and an
    /// owner that is cancelling or deinitialising either finds its target already taken here, or must
    /// take this lock bit in `cancel()` before it returns.
    private func takeOwnersReference(_ s: Int) -> Unmanaged<CancelTarget>? {
        guard let address = UnsafeRawPointer(bitPattern: TokenWord.highBits(of: s)) else { return nil }
        return Unmanaged<AnyCancellable>.fromOpaque(address)._withUnsafeGuaranteedRef {
            $0.target.exchange(nil, ordering: .acquiringAndReleasing)
        }
    }

    private func lock() -> Int { state.lock() }

    private func unlock(_ s: Int) { state.unlock(s) }
}

/// The bits of a `SubjectSink`'s state word.
private enum SinkState {
    static var active: Int { TokenWord.active }
    static var delivering: Int { TokenWord.delivering }
    static var queued: Int { TokenWord.extra }
}

/// What a `SubjectSink` needs only on slow paths: its completion closure and queued events.
///
/// Guarded by the sink's lock bit.
private final class SinkExtras<Input, Failure: Error> {
    var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    var queue = ContiguousArray<Input>()
    var completion: Subscribers.Completion<Failure>?

    init(_ receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?) {
        self.receiveCompletion = receiveCompletion
    }

    func clearQueue() {
        queue.removeAll()
        completion = nil
    }
}
