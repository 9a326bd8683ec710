extension Subscribers {
    /// A subscriber that requests everything and hands each event to a closure.
    ///
    /// Cancelling is idempotent, thread-safe and releases both closures and the upstream subscription.
    /// Delivery uses a token in one atomic word (`TokenWord`), like `SubjectSink`: a value takes it with
    /// one compare-exchange, calls the closure without a lock and gives it back with another. The value
    /// closure sits in an immutable `ValueHandler` held unmanaged, so the token holder calls it without
    /// retaining and releasing it (two atomic operations fewer per value). A value that finds the token
    /// taken (an upstream that breaks the serial-calls rule, or a re-entrant call) takes a strong
    /// reference to the handler under the word's lock bit and calls it, as a plain lock would.
    ///
    /// Threading invariant for `@unchecked Sendable`: `subscription` and `receiveCompletion` are only
    /// touched under the lock bit; `handler` is read by the token holder or under the lock bit and
    /// released only by the thread that ends the sink once the word says "ended, no token" (the token
    /// holder, or `cancel()` / completion when nobody holds it), or by `deinit`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        private let state = TokenWord(TokenWord.active)
        private var subscription: (any Subscription)?  // guarded by the lock bit
        @exclusivity(unchecked) private var handler: Unmanaged<ValueHandler<Input>>?  // +1; see the invariant
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?  // guarded by the lock bit

        /// A subscriber that asks for unlimited values and calls `receiveValue` with each, `receiveCompletion` at the
        /// end.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            handler = .passRetained(ValueHandler(receiveValue))
            self.receiveCompletion = receiveCompletion
        }

        deinit { handler?.release() }

        /// Takes the subscription upstream gives: Combine's `Subscriber.receive(subscription:)`.
        public func receive(subscription: any Subscription) {
            let s = state.lock()
            let accepted = s & TokenWord.active != 0 && self.subscription == nil
            if accepted { self.subscription = subscription }
            state.unlock(s)
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Takes one value and returns how many more it wants: Combine's `Subscriber.receive(_:)`.
        public func receive(_ input: Input) -> Subscribers.Demand {
            if state.takeToken(ifIdle: TokenWord.active) {
                handler?._withUnsafeGuaranteedRef { $0.call?(input) }
                if !state.releaseToken(toIdle: TokenWord.active) { releaseTokenContended() }
            } else {
                receiveContended(input)
            }
            return .none
        }

        /// Takes the end of the stream: Combine's `Subscriber.receive(completion:)`.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard let (released, handler) = detach() else { return }
            withExtendedLifetime(released) { handler?(completion) }
        }

        /// Before a subscription arrived there is nothing to cancel: the sink keeps its closures and
        /// still takes a subscription later, as Combine's does.
        public func cancel() {
            guard let (released, handler) = detach(onlyIfSubscribed: true) else { return }
            withExtendedLifetime(handler) { released?.cancel() }
        }

        /// Ends the sink once: takes the subscription and the completion closure out under the lock
        /// bit and returns them, or nil when the sink has already ended (or, `onlyIfSubscribed`, has no
        /// subscription yet).
        private func detach(onlyIfSubscribed: Bool = false) -> (
            (any Subscription)?, ((Subscribers.Completion<Failure>) -> Void)?
        )? {
            let s = state.lock()
            guard s & TokenWord.active != 0, !onlyIfSubscribed || subscription != nil else {
                state.unlock(s)
                return nil
            }
            let detached = (subscription, receiveCompletion)
            receiveCompletion = nil
            subscription = nil
            end(from: s)
            return detached
        }

        /// Clears `active` and unlocks; drops the value closure now unless a token holder is calling it
        /// (that holder drops it when its call returns). Called under the lock bit, with `s` from `lock()`.
        private func end(from s: Int) {
            if s & TokenWord.delivering != 0 {
                state.unlock(TokenWord.delivering)
            } else {
                state.unlock(0)
                dropHandler()
            }
        }

        /// The token holder's give-back when the word changed during its call: the sink ended (drop the
        /// value closure) or another thread held the lock bit for a moment.
        private func releaseTokenContended() {
            let s = state.lock()
            if s & TokenWord.active != 0 { return state.unlock(s & ~TokenWord.delivering) }
            state.unlock(0)
            dropHandler()
        }

        /// Releases the value closure. Only the thread that ended the sink calls this (see the invariant).
        private func dropHandler() {
            let dropped = handler
            handler = nil
            dropped?.release()
        }

        /// A value that found the token taken: calls the handler through a strong reference taken under
        /// the lock bit.
        private func receiveContended(_ input: Input) {
            let s = state.lock()
            let held = s & TokenWord.active != 0 ? handler?.takeUnretainedValue() : nil
            state.unlock(s)
            held?.call?(input)
        }
    }
}

/// The value closure of a `Subscribers.Sink`, immutable so that calling it through an unmanaged
/// reference needs no retain of the closure's context.
private final class ValueHandler<Input> {
    let call: ((Input) -> Void)?

    init(_ call: @escaping (Input) -> Void) { self.call = call }
}

extension Publisher {
    /// Subscribes with closures for completion and values; keep the result alive to stay subscribed.
    /// Inlinable so that, on a subject, the checks in `attachedToSubject` fold away in the caller.
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if let link = attachedToSubject(receiveValue: receiveValue, receiveCompletion: receiveCompletion) {
            return link
        }
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// A `SubjectSink` on this publisher's subject when it has one (`SubjectSinkHost`), else nil.
    /// `PassthroughSubject` is checked first by its concrete type: that folds to a direct call, while
    /// the existential's copy and destroy cost a retain and a release per subscription (~6% of
    /// workload 4 in `make bench`).
    @inlinable
    internal func attachedToSubject(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    ) -> AnyCancellable? {
        if let subject = self as? PassthroughSubject<Output, Failure> {
            return subject.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
        if let host = self as? any SubjectSinkHost {
            return host.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
        return nil
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values; keep the result alive to stay subscribed.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attachedToSubject(receiveValue: receiveValue, receiveCompletion: nil)
            ?? sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
