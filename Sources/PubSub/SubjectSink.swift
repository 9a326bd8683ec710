/// A `sink` attached straight to a subject: subscriber, subscription and delivery token in one object.
///
/// `sink` on a subject (or on `$property` / `objectWillChange`) builds this instead of a
/// `Subscribers.Sink` behind a `Relay`, so one subscription costs one object besides its
/// `AnyCancellable`. Its demand is always unlimited, so the only state is one atomic word:
/// - `active`: not cancelled, not completed;
/// - `delivering`: the delivery token — whoever sets it is the only thread calling the closures;
/// - `locked`: a spin lock for the slow paths (queueing, completion, cancel);
/// - `queued`: `extras` holds values or a completion for the token holder to deliver.
/// A send takes the token with one compare-exchange and gives it back with another. A value that
/// arrives while the token is held (another thread, or a re-entrant send) is queued and delivered by
/// the holder right after its current call, exactly as `Relay` does.
///
/// Threading invariant for `@unchecked Sendable`: `receiveValue` is read only by the token holder and
/// cleared only by the thread that ends the sink — the token holder, or `cancel()` when nobody holds the
/// token (no one can take it once `active` is clear); `extras` is only touched under the lock bit, or by
/// that same ending thread once the state word says "ended, no token".
@usableFromInline
internal final class SubjectSink<Input, Failure: Error>: Conduit, @unchecked Sendable {
    private let state: TokenWord
    private let core: SubjectCore  // the subject's list; this sink leaves it on cancel
    @exclusivity(unchecked) private var receiveValue: ((Input) -> Void)?  // serialised by the token
    private var extras: SinkExtras<Input, Failure>?  // guarded by the lock bit

    /// `holdingToken`: the creator delivers first (a current value) and then calls `releaseToken()`.
    @usableFromInline
    internal init(
        core: SubjectCore, holdingToken: Bool, receiveValue: @escaping (Input) -> Void,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    ) {
        state = TokenWord(holdingToken ? SinkState.active | SinkState.delivering : SinkState.active)
        self.core = core
        self.receiveValue = receiveValue
        if let receiveCompletion { extras = SinkExtras(receiveCompletion) }
    }

    internal override func offer(_ value: UnsafeRawPointer) {
        let input = value.assumingMemoryBound(to: Input.self)
        if state.takeToken(ifIdle: SinkState.active) {
            receiveValue?(input.pointee)
            releaseToken()
        } else {
            offerContended(input.pointee)
        }
    }

    /// Delivers the current value while holding the token from `init`, then releases it.
    @usableFromInline
    internal func deliverHeld(_ value: UnsafeRawPointer) {
        receiveValue?(value.assumingMemoryBound(to: Input.self).pointee)
        releaseToken()
    }

    /// Gives the token back; if events were queued or the sink ended meanwhile, handles that first.
    @usableFromInline
    internal func releaseToken() {
        if !state.releaseToken(toIdle: SinkState.active) { drain() }
    }

    internal override func finish(_ completion: UnsafeRawPointer) {
        let s = lock()
        guard s & SinkState.active != 0 else { return unlock(s) }
        if s & SinkState.delivering != 0 {
            backlog().completion = completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee
            return unlock(s | SinkState.queued)
        }
        unlock(0)
        complete(with: completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
    }

    internal override func cancel() {
        let s = lock()
        guard s & SinkState.active != 0 else { return unlock(s) }
        if s & SinkState.queued != 0 { extras?.clearQueue() }
        if s & SinkState.delivering != 0 {
            unlock(SinkState.delivering)  // the token holder releases the closures when its call returns
        } else {
            unlock(0)
            release()
        }
        core.detach(self)
    }

    private func offerContended(_ value: Input) {
        let s = lock()
        guard s & SinkState.active != 0 else { return unlock(s) }
        if s & (SinkState.delivering | SinkState.queued) != 0 {
            backlog().queue.append(value)
            return unlock(s | SinkState.queued)
        }
        unlock(s | SinkState.delivering)
        receiveValue?(value)
        releaseToken()
    }

    /// Delivers queued values, then a queued completion; ends with the token released. Holds the token.
    private func drain() {
        while true {
            let s = lock()
            if s & SinkState.active == 0 {
                unlock(0)
                return release()
            }
            guard s & SinkState.queued != 0, let extras else { return unlock(s & ~SinkState.delivering) }
            if !extras.queue.isEmpty {
                let value = extras.queue.removeFirst()
                unlock(extras.queue.isEmpty && extras.completion == nil ? s & ~SinkState.queued : s)
                receiveValue?(value)
                continue
            }
            guard let completion = extras.completion else {
                return unlock(s & ~(SinkState.delivering | SinkState.queued))
            }
            unlock(0)
            return complete(with: completion)
        }
    }

    /// The extras object, created on first use; called under the lock bit.
    private func backlog() -> SinkExtras<Input, Failure> {
        if let extras { return extras }
        let created = SinkExtras<Input, Failure>(nil)
        extras = created
        return created
    }

    /// Calls the completion closure, then drops both closures. Caller has just ended the sink.
    private func complete(with completion: Subscribers.Completion<Failure>) {
        let receiveCompletion = extras?.receiveCompletion
        release()
        receiveCompletion?(completion)
    }

    /// Drops both closures (and any queue). Called after the state word went to "ended, no token":
    /// from then on no other thread touches these fields, so no lock is held while captured objects
    /// deinitialise (their deinit may cancel or send without deadlocking).
    private func release() {
        receiveValue = nil
        extras = nil
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
