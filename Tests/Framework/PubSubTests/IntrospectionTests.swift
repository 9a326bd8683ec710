import PubSub
import PubSubTestSupport
import Testing

/// Descriptions, mirrors and playground descriptions of sinks, `Assign`, subjects' subscriptions and
/// operator subscribers, as Combine's read.
@Suite struct IntrospectionTests {
    @Test func sinksAndAssignDescribeThemselves() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.description == "Sink")
        #expect(sink.playgroundDescription as? String == "Sink")
        #expect(sink.customMirror.children.isEmpty)
        let target = Target()
        let assign = Subscribers.Assign(object: target, keyPath: \Target.value)
        #expect(assign.description == "Assign Target.")
        #expect(assign.customMirror.children.map(\.label) == ["object", "keyPath", "status"])
    }

    @Test func subjectsSubscriptionsAreNamedAfterTheirSubject() {
        #expect(subscriptionDescription(PassthroughSubject<Int, Never>()) == "PassthroughSubject")
        #expect(subscriptionDescription(CurrentValueSubject<Int, Never>(0)) == "CurrentValueSubject")
        #expect(subscriptionDescription(Target().$published) == "PublishedSubject")
        #expect(subscriptionDescription(Target().objectWillChange) == "ObservableObjectPublisher")
        #expect(subscriptionDescription(Just(1)) == "Just")
        #expect(subscriptionDescription(Optional(1).publisher) == "Optional")
        #expect(subscriptionDescription(Result<Int, Never>.success(1).publisher) == "Once")
        #expect(subscriptionDescription([1, 2].publisher) == "[1, 2]")
        #expect(subscriptionDescription(Empty<Int, Never>()) == "Empty")
    }

    /// Combine's children: the subject, the subscriber and the open demand; the subject and the subscriber
    /// are gone once the subscription is cancelled, the demand stays.
    @Test func aSubjectsSubscriptionMirrorsSubjectSubscriberAndDemand() throws {
        let subject = PassthroughSubject<Int, Never>()
        var subscription: (any Subscription)?
        subject.subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }, receiveValue: { _ in .none }))
        let held = try #require(subscription)
        held.request(.max(12))
        subject.send(1)
        let children = { (Mirror(reflecting: held).children.map { "\($0.label ?? ""): \($0.value)" }) }
        #expect(
            children() == [
                "parent: Optional(PassthroughSubject)", "downstream: Optional(Anonymous AnySubscriber)",
                "demand: max(11)",
                "subject: Optional(PassthroughSubject)",
            ])
        held.cancel()
        #expect(
            children() == ["parent: nil", "downstream: nil", "demand: max(11)", "subject: nil"])
        let published = Target()
        published.$published.subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }))
        #expect(
            Mirror(reflecting: try #require(subscription)).children.first.map { "\($0.value)" }
                == "Optional(PublishedSubject)")
    }

    @Test func operatorsDescribeTheSubscriberTheyGiveUpstream() {
        let expected: [(String, (CapturingPublisher) -> Void)] = [
            ("Map", { _ = $0.map { $0 }.sink { _ in } }),
            ("Filter", { _ = $0.filter { _ in true }.sink { _ in } }),
            ("TryFilter", { $0.tryFilter { _ in true }.subscribe(RecordingSubscriber<Int, any Error>()) }),
            ("Reduce", { _ = $0.reduce(0, +).sink { _ in } }),
            ("Count", { _ = $0.count().sink { _ in } }),
            ("TryFirst", { _ = $0.first { _ in true }.sink { _ in } }),
            ("Output", { _ = $0.prefix(2).sink { _ in } }),
            ("DropWhile", { _ = $0.drop { _ in true }.sink { _ in } }),
            ("Buffer", { _ = $0.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest).sink { _ in } }),
            ("ValueForKey", { _ = $0.map(\.self).sink { _ in } }),
            ("IgnoreOutput", { _ = $0.ignoreOutput().sink { _ in } }),
        ]
        for (name, subscribe) in expected {
            let upstream = CapturingPublisher()
            subscribe(upstream)
            let subscriber = upstream.subscriber
            #expect(subscriber.flatMap { $0 as? any CustomStringConvertible }?.description == name)
            #expect(
                subscriber.flatMap { $0 as? any CustomPlaygroundDisplayConvertible }?.playgroundDescription as? String
                    == name)
        }
    }

    @Test func reduceLikeMirrorsShowDownstreamResultInitialAndStatus() {
        let upstream = CapturingPublisher()
        _ = upstream.count().sink { _ in }
        let mirror = upstream.subscriber.flatMap { $0 as? any CustomReflectable }?.customMirror
        #expect(mirror?.children.map(\.label) == ["downstream", "result", "initial", "status"])
    }

    /// `catch`'s subscription shows its subscriber (for its whole life: values sent after a cancel still
    /// reach it) and the demand not yet met; `retry`'s shows nothing, as Combine's.
    @Test func catchMirrorsDownstreamAndDemandAndRetryMirrorsNothing() {
        func children(_ subscriber: Any?) -> [String] {
            subscriber.flatMap { $0 as? any CustomReflectable }?.customMirror.children.map {
                "\($0.label ?? ""): \($0.value)"
            } ?? []
        }
        let caught = CapturingPublisher()
        let link = caught.catch { _ in Empty() }.sink { _ in }
        #expect(children(caught.subscriber) == ["downstream: Sink", "demand: max(0)"])
        (caught.subscriber as? any Cancellable)?.cancel()  // the subscription the sink would get
        #expect(children(caught.subscriber) == ["downstream: Sink", "demand: max(0)"])
        link.cancel()
        let retried = CapturingPublisher()
        _ = retried.retry(1).sink { _ in }
        #expect(retried.subscriber.flatMap { $0 as? any CustomReflectable }?.customMirror.children.isEmpty == true)
    }
}

/// How the first subscription `publisher` hands a subscriber describes itself.
private func subscriptionDescription<P: Publisher>(_ publisher: P) -> String {
    var description = ""
    publisher.subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
    return description
}

/// A publisher that keeps the subscriber attached to it (and sends it nothing), to inspect it.
private final class CapturingPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    private(set) var subscriber: Any?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        self.subscriber = subscriber
    }
}

/// An object for `Assign` and `@Published`.
private final class Target: ObservableObject, @unchecked Sendable {
    var value = 0
    @Published var published = 0
}
