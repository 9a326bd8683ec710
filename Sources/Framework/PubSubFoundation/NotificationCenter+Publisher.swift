import Foundation
import PubSub

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or from anyone when nil) posted to
    /// this center.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Publishes matching notifications to each subscriber that has demand (others miss them, as with any
    /// observer); never completes. Each subscriber is one observer, removed on cancel.
    public struct Publisher: PubSub.Publisher, Equatable {
        /// The values it publishes.
        public typealias Output = Notification
        /// The failure it can end with.
        public typealias Failure = Never

        /// The notification center it listens to.
        public let center: NotificationCenter
        /// The notification it publishes.
        public let name: Notification.Name
        /// The sender it listens to; `nil`: any.
        public let object: AnyObject?

        /// Publishes each `name` notification `center` posts from `object`: Combine's
        /// `NotificationCenter.Publisher.init`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let observer = NotificationObserver(downstream: subscriber, center: center, name: name, object: object)
            subscriber.receive(subscription: observer)
            observer.observe()
        }

        /// `==` on NotificationCenter.Publisher, as Combine defines it.
        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }
}

/// One subscriber's observer: counts the demand and removes itself from the center on cancel.
///
/// Threading invariant for `@unchecked Sendable`: every field but the immutable `name` is guarded by
/// `lock`; the downstream is called after unlocking, by one posting thread at a time (`delivering`).
private final class NotificationObserver<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?  // guarded by `lock`; nil once cancelled
    private var center: NotificationCenter?  // guarded by `lock`
    private let name: Notification.Name
    private var object: AnyObject?  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var token: (any NSObjectProtocol)?  // guarded by `lock`

    init(downstream: Downstream, center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.downstream = downstream
        self.center = center
        self.name = name
        self.object = object
    }

    var description: String { "NotificationCenter Observer" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(
            self, children: [("center", center as Any), ("name", name), ("object", object as Any), ("demand", demand)])
    }

    /// Adds the observer (after the subscriber got its subscription, so a cancel there adds nothing).
    func observe() {
        lock.lock()
        guard let center, downstream != nil else { return lock.unlock() }
        let object = self.object
        lock.unlock()
        let forward: (Notification) -> Void = { [weak self] in self?.deliver($0) }
        let handler = Unchecked(value: forward)
        let token = center.addObserver(forName: name, object: object, queue: nil) { handler.value($0) }
        lock.lock()
        let live = downstream != nil
        if live { self.token = token }
        lock.unlock()
        if !live { center.removeObserver(token) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        if downstream != nil { self.demand += demand }
    }

    func cancel() {
        lock.lock()
        let (center, token) = (self.center, self.token)
        downstream = nil
        self.center = nil
        object = nil
        self.token = nil
        lock.unlock()
        if let center, let token { center.removeObserver(token) }
    }

    /// The downstream is called under the recursive lock, so posts from several threads reach it one at
    /// a time and a post from inside its `receive` is delivered right away, as Combine's observer does.
    private func deliver(_ notification: Notification) {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream, demand > .none else { return }
        demand -= 1
        demand += downstream.receive(notification)
    }
}
