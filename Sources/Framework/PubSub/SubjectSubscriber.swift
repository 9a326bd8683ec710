import Synchronization

/// The subscriber that feeds a subject: `AnySubscriber(subject)` wraps one.
///
/// It is also the subscription the subject sees (`send(subscription: self)`), so the subject's requests
/// reach the upstream through it. It holds the subject weakly, as Combine's does: a subject nobody else
/// keeps goes away, and the link with it. Events after the first completion or after `cancel()` are
/// ignored; completion and cancel release the upstream subscription. Threading invariant for
/// `@unchecked Sendable`: all mutable state lives in the mutex and is called after unlocking.
internal final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private struct State: @unchecked Sendable {  // guarded by `state`
        weak var subject: Downstream?
        var upstream: (any Subscription)?
    }

    private let state: Mutex<State>

    init(_ subject: Downstream) { state = Mutex(State(subject: subject)) }

    var description: String { "Subject" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        let (subject, upstream) = state.withLock { Unchecked(value: ($0.subject, $0.upstream)) }.value
        return Mirror(
            self, children: [("downstreamSubject", subject as Any), ("upstreamSubscription", upstream as Any)])
    }

    func receive(subscription: any Subscription) {
        let subject = state.withLock { s -> Unchecked<Downstream?> in
            guard s.upstream == nil, let subject = s.subject else { return Unchecked(value: nil) }
            s.upstream = subscription
            return Unchecked(value: subject)
        }.value
        guard let subject else { return subscription.cancel() }
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let subject = state.withLock { s in Unchecked(value: s.upstream == nil ? nil : s.subject) }.value
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = state.withLock { s -> Unchecked<Downstream?> in
            guard s.upstream != nil else { return Unchecked(value: nil) }
            defer { s = State() }
            return Unchecked(value: s.subject)
        }.value
        subject?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { Unchecked(value: $0.upstream) }.value?.request(demand)
    }

    func cancel() {
        let (subject, upstream) = state.withLock { s in
            defer { s = State() }
            return Unchecked(value: (s.subject, s.upstream))
        }.value
        withExtendedLifetime(subject) { upstream?.cancel() }
    }
}
