extension Publisher {
    /// Publishes `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Publishes the elements of `elements` after this publisher finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Publishes `publisher`'s values after this publisher finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Publishes `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Publishes the elements of `elements` before this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Publishes `publisher`'s values, then this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
}

extension Publishers {
    /// Publishes all of `prefix`, then subscribes to `suffix` and publishes all of it.
    ///
    /// Demand the downstream asked for and the prefix did not use is requested from the suffix. A failure
    /// of the prefix ends the stream without subscribing to the suffix.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The values it publishes.
        public typealias Output = Suffix.Output
        /// The failure it can end with.
        public typealias Failure = Suffix.Failure
        /// The `prefix` it was made with.
        public let prefix: Prefix
        /// The `suffix` it was made with.
        public let suffix: Suffix

        /// All of `prefix`'s values, then all of `suffix`'s: Combine's `Publishers.Concatenate.init(prefix:suffix:)`.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ConcatenateInner(downstream: subscriber, suffix: suffix)
            prefix.subscribe(
                PartSubscriber<Output, Failure, _>(
                    owner: inner, onSubscription: inner.prefixSubscribed, onValue: inner.prefixValue,
                    onCompletion: inner.prefixCompleted))
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

/// Concatenate's subscription: follows the prefix, then the suffix.
///
/// Threading invariant for `@unchecked Sendable`: the links, the unused demand and the suffix are guarded
/// by `lock`; subscriptions are called and the suffix released after unlocking.
private final class ConcatenateInner<Suffix: Publisher, Downstream: Subscriber>: Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
    typealias Input = Suffix.Output
    typealias Failure = Suffix.Failure

    private let downstream: Downstream
    private let lock = SpinLock()
    private var prefix = LinkState.awaiting  // guarded by `lock`
    private var suffixLink = LinkState.awaiting  // guarded by `lock`
    private var suffix: Suffix?  // guarded by `lock`
    private var unused = Subscribers.Demand.none  // guarded by `lock`: asked for, not yet delivered

    init(downstream: Downstream, suffix: Suffix) {
        self.downstream = downstream
        self.suffix = suffix
    }

    var description: String { "Concatenate" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        unused += demand
        let upstream = prefix.subscription ?? suffixLink.subscription
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = prefix.subscription ?? suffixLink.subscription
        prefix = .ended
        suffixLink = .ended
        let released = suffix
        suffix = nil
        lock.unlock()
        withExtendedLifetime(released) { upstream?.cancel() }
    }

    func prefixSubscribed(_ subscription: any Subscription) {
        lock.lock()
        let accepted = prefix.accept(subscription)
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func prefixValue(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard prefix.subscription != nil, unused > .none else {
            lock.unlock()
            return .none
        }
        unused -= 1
        lock.unlock()
        let more = downstream.receive(input)
        guard more > .none else { return .none }
        lock.lock()
        unused += more
        lock.unlock()
        return more
    }

    func prefixCompleted(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard prefix.end() != nil else { return lock.unlock() }
        let suffix = self.suffix
        lock.unlock()
        switch completion {
        case .finished:
            suffix?.subscribe(ConcatenateSuffixSubscriber(inner: self))
        case .failure:
            downstream.receive(completion: completion)
        }
    }

    func suffixSubscribed(_ subscription: any Subscription) {
        lock.lock()
        let accepted = suffixLink.accept(subscription)
        let pending = unused
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        if pending > .none { subscription.request(pending) }
    }

    func suffixValue(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let live = suffixLink.subscription != nil
        lock.unlock()
        return live ? downstream.receive(input) : .none
    }

    func suffixCompleted(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let live = suffixLink.end() != nil
        prefix = .ended
        lock.unlock()
        if live { downstream.receive(completion: completion) }
    }
}

/// The subscriber Concatenate gives its suffix: forwards to the inner object and shares its identity and
/// description. A type of its own, as in Combine, where the prefix's subscriber, the suffix's and the
/// downstream's subscription are three distinct types with one `combineIdentifier`.
private struct ConcatenateSuffixSubscriber<Suffix: Publisher, Downstream: Subscriber>: Subscriber,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
    typealias Input = Suffix.Output
    typealias Failure = Suffix.Failure

    let inner: ConcatenateInner<Suffix, Downstream>

    var combineIdentifier: CombineIdentifier { CombineIdentifier(inner) }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }

    func receive(subscription: any Subscription) { inner.suffixSubscribed(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.suffixValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { inner.suffixCompleted(completion) }
}
