import Testing

@testable import PubSub

/// `Subscribers.Assign`: the object it keeps is released outside its lock.
@Suite struct AssignTests {
    /// An object whose deinit ends the very `Assign` that is releasing it.
    private final class Target {
        var value = 0
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    private final class AssignBox {
        weak var assign: Subscribers.Assign<Target, Int>?
    }

    @Test func objectWhoseDeinitCancelsTheSameAssignIsReleasedWithoutReenteringTheLock() {
        let subject = PassthroughSubject<Int, Never>()
        let box = AssignBox()
        var deinits = 0
        let assign = Subscribers.Assign(
            object: Target {
                deinits += 1
                box.assign?.cancel()
            }, keyPath: \.value)
        box.assign = assign
        subject.subscribe(assign)
        subject.send(3)
        assign.cancel()
        #expect(deinits == 1)
        subject.send(4)
    }

    @Test func objectWhoseDeinitCompletesTheSameAssignIsReleasedWithoutReenteringTheLock() {
        let box = AssignBox()
        var deinits = 0
        let assign = Subscribers.Assign(
            object: Target {
                deinits += 1
                box.assign?.receive(completion: .finished)
            }, keyPath: \.value)
        box.assign = assign
        assign.receive(completion: .finished)
        #expect(deinits == 1)
        assign.cancel()
    }

    @Test func aValueBeforeTheSubscriptionIsIgnored() {
        let target = Target {}
        let assign = Subscribers.Assign(object: target, keyPath: \.value)
        _ = assign.receive(12)
        #expect(target.value == 0)
        assign.receive(subscription: Subscriptions.empty)
        _ = assign.receive(5)
        #expect(target.value == 5)
    }
}
