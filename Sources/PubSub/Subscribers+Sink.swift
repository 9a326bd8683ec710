import Synchronization

extension Subscribers {
    /// A subscriber that requests everything and hands each event to a closure.
    ///
    /// Cancelling is idempotent, thread-safe and releases both closures and the upstream subscription.
    /// Threading invariant for `@unchecked Sendable`: the closures and `link` are only touched under
    /// `link`'s mutex; closures are copied out under the lock and called after unlocking.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        private let link = Mutex(SinkLink())
        private var receiveValue: (Input) -> Void  // guarded by `link`
        private var receiveCompletion: (Subscribers.Completion<Failure>) -> Void  // guarded by `link`

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }

        public func receive(subscription: any Subscription) {
            let accepted = link.withLock { l -> Bool in
                guard !l.isTerminated, l.subscription == nil else { return false }
                l.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            var handler: ((Input) -> Void)?
            link.withLock { _ in handler = receiveValue }
            handler?(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            var handler: ((Subscribers.Completion<Failure>) -> Void)?
            link.withLock { l in
                guard !l.isTerminated else { return }
                handler = receiveCompletion
                release(&l)
            }
            handler?(completion)
        }

        public func cancel() {
            let subscription = link.withLock { l -> (any Subscription)? in
                defer { release(&l) }
                return l.subscription
            }
            subscription?.cancel()
        }

        /// Drops the closures and the subscription; called under the lock.
        private func release(_ l: inout SinkLink) {
            l.isTerminated = true
            l.subscription = nil
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }
    }
}

/// A sink's non-generic state: its upstream subscription and whether it has ended.
private struct SinkLink: @unchecked Sendable {  // guarded by the sink's mutex
    var subscription: (any Subscription)?
    var isTerminated = false
}

extension Publisher {
    /// Subscribes with closures for completion and values; keep the result alive to stay subscribed.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if let host = self as? any SubjectSinkHost {
            return host.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values; keep the result alive to stay subscribed.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if let host = self as? any SubjectSinkHost {
            let noCompletion: ((Subscribers.Completion<Never>) -> Void)? = nil
            return host.attachSink(receiveValue: receiveValue, receiveCompletion: noCompletion)
        }
        return sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
