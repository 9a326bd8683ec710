import PubSub
import PubSubTestSupport
import Testing

@Suite struct PublishedTests {
    final class Model: ObservableObject {
        @Published var name = "a"
        @Published var count = 0
    }

    @Test func projectedPublisherEmitsCurrentValueThenNewValuesInWillSet() {
        let model = Model()
        var seen: [(new: String, stored: String)] = []
        let link = model.$name.sink { seen.append((new: $0, stored: model.name)) }
        model.name = "b"
        #expect(seen.map(\.new) == ["a", "b"])
        #expect(seen.last?.stored == "a")  // will-set: the property still holds the old value
        #expect(model.name == "b")
        link.cancel()
    }

    @Test func initialValueInitStartsThePublisherAtThatValue() {
        final class Holder {
            @Published var value: Int
            init() { _value = Published(initialValue: 3) }
        }
        let holder = Holder()
        var seen: [Int] = []
        let link = holder.$value.sink { seen.append($0) }
        holder.value = 4
        #expect(seen == [3, 4])
        link.cancel()
    }

    /// Combine's `$property` (unlike its `CurrentValueSubject`): a subscriber that missed values for lack
    /// of demand gets the property's value as it is then when it asks again.
    @Test func aSubscriberThatMissedAValueGetsTheCurrentOneWhenItAsksAgain() {
        let model = Model()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        model.$count.subscribe(subscriber)
        model.count = 1
        subscriber.request(.max(2))
        #expect(subscriber.values == [1])  // not 0, the value when it subscribed
        model.count = 2
        model.count = 3
        model.count = 4
        #expect(subscriber.values == [1, 2])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2, 4])
        subscriber.request(.max(1))  // it saw the current value: no catch-up, only demand
        #expect(subscriber.values == [1, 2, 4])
        model.count = 5
        #expect(subscriber.values == [1, 2, 4, 5])
        subscriber.cancel()
    }

    /// As Combine's, the `$property` subscription lets its subscriber go when cancelled.
    @Test func aCancelledSubscriptionLetsItsSubscriberGo() {
        final class Token {}
        let model = Model()
        var token: Token? = Token()
        weak let released = token
        var subscription: (any Subscription)?
        model.$count.subscribe(
            AnySubscriber<Int, Never>(
                receiveSubscription: { [token] in
                    subscription = $0
                    withExtendedLifetime(token) {}
                }, receiveValue: { _ in .none }, receiveCompletion: { _ in }))
        token = nil
        #expect(released != nil)
        subscription?.cancel()
        #expect(released == nil)
        model.count = 1
    }

    /// Combine's enclosing-instance subscript: `objectWillChange` fires on set, also for published fields
    /// of a base class and for a `Published` stored without the attribute.
    @Test func theEnclosingInstanceSubscriptTellsTheObjectBeforeStoring() {
        class Base: ObservableObject {
            @Published var inBase = 0
            var plain = Published(initialValue: "a")
            var unrelated = "x"
        }
        final class Derived: Base {
            @Published var inDerived = 1
        }
        let object = Derived()
        var signals = 0
        let link = object.objectWillChange.sink { signals += 1 }
        object.inBase += 1
        object.inDerived += 1
        Published<String>[_enclosingInstance: object, wrapped: \.unrelated, storage: \.plain] += "b"
        #expect(signals == 3)
        #expect(object.inBase == 1 && object.inDerived == 2)
        #expect(Published<String>[_enclosingInstance: object, wrapped: \.unrelated, storage: \.plain] == "ab")
        #expect(object.unrelated == "x")
        link.cancel()
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let model = Model()
        var events: [String] = []
        let willChange = model.objectWillChange.sink { events.append("will change, name=\(model.name)") }
        let names = model.$name.dropFirst().sink { events.append("name=\($0)") }
        model.name = "b"
        model.count = 1
        #expect(events == ["will change, name=a", "name=b", "will change, name=b"])
        withExtendedLifetime((willChange, names)) {}
    }

    @Test func objectWillChangeIsTheSamePublisherEachTime() {
        let model = Model()
        #expect(model.objectWillChange === model.objectWillChange)
    }

    @Test func assignToPublishedLivesAsLongAsTheOwner() {
        final class Owner: ObservableObject {
            @Published var mirrored = 0
        }
        let source = PassthroughSubject<Int, Never>()
        var owner: Owner? = Owner()
        weak var weakOwner = owner
        source.assign(to: &owner!.$mirrored)
        source.send(3)
        #expect(owner?.mirrored == 3)
        owner = nil
        #expect(weakOwner == nil)
        source.send(4)  // the subscription ended with its owner; nothing left to write to
    }

    /// Combine's will-change signal ignores demand once the subscriber asked for anything.
    @Test func objectWillChangeSignalsEverySubscriberThatAskedWhateverItsDemand() throws {
        let model = Model()
        var subscription: (any Subscription)?
        var signals = 0
        let subscriber = AnySubscriber<Void, Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: {
                signals += 1
                return .none
            })
        model.objectWillChange.subscribe(subscriber)
        model.count += 1
        subscription?.request(.max(1))
        model.count += 1
        model.count += 1
        model.name = "b"
        #expect(signals == 3)
        let introduced = try #require(subscription)
        #expect((introduced as? CustomStringConvertible)?.description == "ObservableObjectPublisher")
        #expect((introduced as? CustomReflectable)?.customMirror.children.map(\.label) == ["downstream"])
        subscription?.cancel()
        model.count += 1
        #expect(signals == 3)
    }
}
