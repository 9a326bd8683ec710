import Synchronization

extension Publisher {
    /// Shares one upstream subscription through the subject `createSubject` makes on first use;
    /// nothing flows until `connect()`.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares one upstream subscription through `subject`; nothing flows until `connect()`.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        multicast { subject }
    }
}

extension Publishers {
    /// A connectable publisher whose subscribers attach to one subject; `connect()` subscribes that
    /// subject to the upstream.
    ///
    /// The subject is created once, by the first `receive` or `connect()`. Threading invariant for
    /// `@unchecked Sendable`: the subject lives in the mutex.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
        @unchecked Sendable
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure

        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `createSubject` it was made with.
        public let createSubject: () -> SubjectType
        private let made = Mutex<Unchecked<SubjectType?>>(Unchecked(value: nil))

        /// Makes it over `upstream`: Combine's `Publishers.Multicast.init(upstream:createSubject:)`.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(MulticastInner(downstream: subscriber))
        }

        /// Connects to upstream and starts publishing: Combine's `ConnectablePublisher.connect()`.
        public func connect() -> any Cancellable { upstream.subscribe(subject) }

        /// The subject, made on first use.
        private var subject: SubjectType {
            made.withLock { stored in
                if let subject = stored.value { return Unchecked(value: subject) }
                let subject = createSubject()
                stored = Unchecked(value: subject)
                return Unchecked(value: subject)
            }.value
        }
    }
}

/// One subscriber of a `Multicast`: passes the subject's events down and the demand it returns back up
/// as a request, so the subject sees demand as a request.
///
/// Threading invariant for `@unchecked Sendable`: `downstream` is immutable; the link locks itself.
private final class MulticastInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let subject = UpstreamLink()

    init(downstream: Downstream) { self.downstream = downstream }

    var description: String { "Multicast" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        guard subject.accept(subscription) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let subscription = subject.subscription else { return .none }
        let more = downstream.receive(input)
        if more > .none { subscription.request(more) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard subject.end() != nil else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { subject.request(demand) }

    func cancel() { subject.cancel() }
}
