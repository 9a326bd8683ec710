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
        assign.receive(subscription: Subscriptions.empty)
        assign.receive(completion: .finished)
        #expect(deinits == 1)
        assign.cancel()
    }

    /// Combine's `Assign` lets go of its object only once it has had a subscription: a completion or a
    /// cancel before one changes nothing, and a subscription after that is still taken (CombineX's
    /// AssignSpec 2.3/2.4, OpenCombine's `Assign`).
    @Test(arguments: [false, true])
    func anEndBeforeTheSubscriptionKeepsTheObjectAndTheAssignAwaiting(cancels: Bool) {
        weak var weakTarget: Target?
        let assign: Subscribers.Assign<Target, Int>
        do {
            let target = Target {}
            weakTarget = target
            assign = Subscribers.Assign(object: target, keyPath: \.value)
        }
        if cancels { assign.cancel() } else { assign.receive(completion: .finished) }
        #expect(weakTarget != nil)
        assign.receive(subscription: Subscriptions.empty)
        _ = assign.receive(7)
        #expect(weakTarget?.value == 7)
        assign.cancel()
        #expect(weakTarget == nil)
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
