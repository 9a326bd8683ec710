import Synchronization

extension Subscribers {
    /// A subscriber that writes each value to a key path of an object it keeps strongly until done.
    ///
    /// Threading invariant for `@unchecked Sendable`: all mutable state lives in `state`.
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        /// The failure it can receive.
        public typealias Failure = Never

        fileprivate struct State: @unchecked Sendable {  // guarded by `state`
            var subscription: (any Subscription)?
            var object: Root?
            var isTerminated = false
        }

        fileprivate let state: Mutex<State>
        /// The `keyPath` it was made with.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// Assigns each value it receives to `object[keyPath: keyPath]`: Combine's
        /// `Subscribers.Assign.init(object:keyPath:)`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            state = Mutex(State(object: object))
            self.keyPath = keyPath
        }

        /// Takes the subscription upstream gives: Combine's `Subscriber.receive(subscription:)`.
        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { s -> Bool in
                guard !s.isTerminated, s.subscription == nil else { return false }
                s.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// A value that arrives before the subscription (or after the end) is ignored, as in Combine.
        public func receive(_ input: Input) -> Subscribers.Demand {
            let object = state.withLock { $0.subscription == nil ? nil : $0.object }
            object?[keyPath: keyPath] = input
            return .none
        }

        /// Takes the end of the stream: Combine's `Subscriber.receive(completion:)`.
        public func receive(completion: Subscribers.Completion<Never>) {
            // The released references die after the lock is dropped: the object's deinit may
            // complete or cancel this same Assign, which would otherwise re-enter the lock.
            let released = terminate()
            withExtendedLifetime(released) {}
        }

        /// Stops the work and releases what it holds: Combine's `Cancellable.cancel()`.
        public func cancel() {
            let released = terminate()
            released.subscription?.cancel()
        }

        /// Marks the subscriber done and hands back what it held, to be released unlocked. Before a
        /// subscription it does nothing, as Combine's: the object stays and a subscription is still taken.
        private func terminate() -> (subscription: (any Subscription)?, object: Root?) {
            state.withLock { s in
                guard s.subscription != nil else { return (nil, nil) }
                let released = (s.subscription, s.object)
                s.isTerminated = true
                s.subscription = nil
                s.object = nil
                return released
            }
        }
    }
}

extension Subscribers.Assign: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// "Assign Root.", as Combine's says.
    public var description: String { "Assign \(Root.self)." }

    /// The object (while held), the key path, and whether the subscriber is waiting for, holding or done
    /// with its subscription.
    public var customMirror: Mirror {
        let (object, status) = state.withLock { s in
            Unchecked(
                value: (s.object, s.isTerminated ? "terminal" : s.subscription == nil ? "awaiting" : "subscribed"))
        }.value
        return Mirror(self, children: [("object", object as Any), ("keyPath", keyPath), ("status", status)])
    }

    /// A readable form, for logs and debuggers: Combine's `playgroundDescription`.
    public var playgroundDescription: Any { description }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath:]`; `object` is kept alive until cancelled or finished.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
