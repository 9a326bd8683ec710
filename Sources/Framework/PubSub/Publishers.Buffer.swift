extension Publisher {
    /// Buffers up to `size` values between upstream and a slower downstream.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// How a `buffer` asks upstream for values.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Asks for `size` values at once and one more for each value passed on.
        case keepFull
        /// Asks for everything at once.
        case byRequest
    }

    /// What a full `buffer` does with one more value.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the arriving value.
        case dropNewest
        /// Drops the oldest buffered value to make room.
        case dropOldest
        /// Cancels upstream and fails with the error made by the closure.
        case customError(() -> Failure)
    }

    /// Holds up to `size` upstream values until the downstream asks for them.
    ///
    /// A finish waits until the buffered values are delivered; a failure (also the `customError` one)
    /// goes down once the downstream has no demand left or the buffer is empty, ahead of values it has no
    /// demand for.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `size` it was made with.
        public let size: Int
        /// The `prefetch` it was made with.
        public let prefetch: PrefetchStrategy
        /// The `whenFull` it was made with.
        public let whenFull: BufferingStrategy<Failure>

        /// Makes it over `upstream`: Combine's `Publishers.Buffer.init(upstream:size:prefetch:whenFull:)`.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BufferInner(downstream: subscriber, buffer: self))
        }
    }
}

/// Buffer's subscriber and subscription.
///
/// Whoever finds demand and values (a request, an arriving value) delivers them after unlocking; while it
/// does, a request from inside the downstream only adds demand (`delivering`) and the deliverer loops.
/// Threading invariant for `@unchecked Sendable`: all mutable state is guarded by `lock`.
private final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var values = [Input]()  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var terminal: Subscribers.Completion<Failure>?  // guarded by `lock`
    private var delivering = false  // guarded by `lock`
    private var makingError = false  // guarded by `lock`: the `customError` closure is running

    init<Upstream>(downstream: Downstream, buffer: Publishers.Buffer<Upstream>)
    where Upstream.Output == Input, Upstream.Failure == Failure {
        self.downstream = downstream
        size = buffer.size
        prefetch = buffer.prefetch
        whenFull = buffer.whenFull
    }

    var description: String { "Buffer" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(
            self,
            children: [
                ("values", values), ("state", link), ("downstreamDemand", demand), ("terminal", terminal as Any),
            ])
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        let accepted = link.accept(subscription)
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        precondition(!makingError, Self.reentered)
        guard let upstream = link.subscription, !isFailed else {
            lock.unlock()
            return .none
        }
        if values.count >= size {
            switch whenFull {
            case .dropNewest:
                lock.unlock()
                return deliver()
            case .dropOldest:
                values.removeFirst()
            case .customError(let makeError):
                makingError = true
                lock.unlock()
                let error = makeError()  // user code, called unlocked so that re-entering traps (above)
                lock.lock()
                makingError = false
                if terminal == nil { terminal = .failure(error) }
                lock.unlock()
                upstream.cancel()
                return .none
            }
        }
        values.append(input)
        lock.unlock()
        return deliver()
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        precondition(!makingError, Self.reentered)
        guard link.subscription != nil, terminal == nil else { return lock.unlock() }
        terminal = completion
        lock.unlock()
        _ = deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard let upstream = link.subscription else { return lock.unlock() }
        self.demand += demand
        let nested = delivering
        lock.unlock()
        guard !nested else { return }
        let refill = deliver()
        if refill > .none { upstream.request(refill) }
    }

    func cancel() {
        lock.lock()
        guard let upstream = link.subscription else { return lock.unlock() }
        link = .ended
        let dropped = values
        values = []
        lock.unlock()
        withExtendedLifetime(dropped) { upstream.cancel() }
    }

    /// Combine calls the `customError` closure holding the buffer's lock, so an upstream event it causes
    /// traps there (a recursive lock); here it traps with this message (decision 1621).
    private static var reentered: String {
        "buffer: the whenFull .customError closure sent a value or completion into the buffer's upstream"
    }

    private var isFailed: Bool {
        if case .failure = terminal { true } else { false }
    }

    /// Hands buffered values to the downstream while it has demand, then a completion that is due.
    /// Returns how many values to ask upstream for to refill the buffer (`keepFull` only).
    private func deliver() -> Subscribers.Demand {
        var refill = Subscribers.Demand.none
        lock.lock()
        while link.subscription != nil {
            let due = demand > .none ? (values.isEmpty ? terminal : nil) : (isFailed ? terminal : nil)
            if let due {
                link = .ended
                lock.unlock()
                downstream.receive(completion: due)
                return refill
            }
            guard demand > .none, !values.isEmpty else { break }
            let batch = demand.max.map { Array(values.prefix($0)) } ?? values
            values.removeFirst(batch.count)
            demand -= batch.count
            delivering = true
            lock.unlock()
            var more = Subscribers.Demand.none
            for value in batch { more += downstream.receive(value) }
            if prefetch == .keepFull { refill += batch.count }
            lock.lock()
            delivering = false
            demand += more
        }
        lock.unlock()
        return refill
    }
}
