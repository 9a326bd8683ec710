import PubSub
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
        let published = Published(initialValue: 3)
        var seen: [Int] = []
        let link = published.projectedValue.sink { seen.append($0) }
        published.wrappedValue = 4
        #expect(seen == [3, 4])
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
