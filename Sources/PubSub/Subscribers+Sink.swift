import Synchronization

extension Subscribers {
    /// A subscriber that requests everything and hands each event to a closure.
    ///
    /// Cancelling is idempotent, thread-safe and releases both closures and the upstream subscription.
    /// Threading invariant for `@unchecked Sendable`: all mutable state lives in `state`; closures are
    /// copied out under the lock and called after unlocking.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        fileprivate struct State: @unchecked Sendable {  // guarded by `state`
            var subscription: (any Subscription)?
            var receiveValue: ((Input) -> Void)?
            var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
            var isTerminated = false
        }

        private let state: Mutex<State>

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = Mutex(State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
        }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { s -> Bool in
                guard !s.isTerminated, s.subscription == nil else { return false }
                s.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            let receiveValue = state.withLock { $0.receiveValue }
            receiveValue?(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let receiveCompletion = state.withLock { s -> ((Subscribers.Completion<Failure>) -> Void)? in
                defer { s.release() }
                return s.receiveCompletion
            }
            receiveCompletion?(completion)
        }

        public func cancel() {
            let subscription = state.withLock { s -> (any Subscription)? in
                defer { s.release() }
                return s.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Subscribers.Sink.State {
    fileprivate mutating func release() {
        isTerminated = true
        subscription = nil
        receiveValue = nil
        receiveCompletion = nil
    }
}

extension Publisher {
    /// Subscribes with closures for completion and values; keep the result alive to stay subscribed.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values; keep the result alive to stay subscribed.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
