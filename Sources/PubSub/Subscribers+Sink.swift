extension Subscribers {
    /// A subscriber that requests everything and hands each event to a closure.
    ///
    /// Cancelling is idempotent, thread-safe and releases both closures and the upstream subscription.
    /// Threading invariant for `@unchecked Sendable`: the closures, `subscription` and `isTerminated`
    /// are only touched under `lock` (an inline spin lock: one compare-exchange per value); closures
    /// are copied out under the lock and called after unlocking.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        private let lock = SpinLock()
        private var subscription: (any Subscription)?  // guarded by `lock`
        private var isTerminated = false  // guarded by `lock`
        @exclusivity(unchecked) private var receiveValue: (Input) -> Void  // guarded by `lock`
        private var receiveCompletion: (Subscribers.Completion<Failure>) -> Void  // guarded by `lock`

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard !isTerminated, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            // Assigned inside rather than returned: returning a closure through `withLock`'s generic
            // result would allocate a reabstraction thunk per value.
            var handler: ((Input) -> Void)?
            lock.withLock { handler = receiveValue }
            handler?(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let (handler, released) = lock.withLock {
                () -> (((Subscribers.Completion<Failure>) -> Void)?, (any Subscription)?) in
                guard !isTerminated else { return (nil, nil) }
                defer { release() }
                return (receiveCompletion, subscription)
            }
            withExtendedLifetime(released) { handler?(completion) }
        }

        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                defer { release() }
                return self.subscription
            }
            subscription?.cancel()
        }

        /// Drops the closures and the subscription; called under the lock.
        private func release() {
            isTerminated = true
            subscription = nil
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }
    }
}

extension Publisher {
    /// Subscribes with closures for completion and values; keep the result alive to stay subscribed.
    /// Inlinable so that, on a subject, the check for `SubjectSinkHost` folds away in the caller.
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if let host = self as? any SubjectSinkHost {
            return host.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values; keep the result alive to stay subscribed.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if let host = self as? any SubjectSinkHost {
            let noCompletion: ((Subscribers.Completion<Never>) -> Void)? = nil
            return host.attachSink(receiveValue: receiveValue, receiveCompletion: noCompletion)
        }
        return sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
