import Synchronization

extension Publisher {
    /// Publishes the values collected over each interval of `strategy` (or, for `byTimeOrCount`, as soon
    /// as that many arrived) as one array.
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
    )
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

extension Publishers {
    /// When `collect(_:options:)` publishes its arrays.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// At the end of every interval on the scheduler.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// At the end of every interval, or as soon as the count is reached (which starts a new interval).
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Groups upstream values by time (and count).
    ///
    /// An interval that collected nothing publishes nothing. Demand counts arrays; arrays due while the
    /// downstream has no demand wait (joined with later values) until it asks. Upstream is asked for
    /// everything under `byTime`, and for `count` values per array asked for under `byTimeOrCount`.
    /// On finish the values collected so far are published first; a failure drops them.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = [Upstream.Output]
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `strategy` it was made with.
        public let strategy: TimeGroupingStrategy<Context>
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?

        /// Makes it over `upstream`: Combine's `Publishers.CollectByTime.init(upstream:strategy:options:)`.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByTimeInner(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

/// CollectByTime's subscriber and subscription.
///
/// Threading invariant for `@unchecked Sendable`: all mutable state is guarded by `lock`; the downstream
/// is called by one thread at a time (`delivering`), after unlocking.
private final class CollectByTimeInner<Input, Context: Scheduler, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let count: Int?
    private let options: Context.SchedulerOptions?
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var timer: (any Cancellable)?  // guarded by `lock`
    private var collecting = [Input]()  // guarded by `lock`
    private var due = [[Input]]()  // guarded by `lock`: arrays waiting for demand
    private var demand = Subscribers.Demand.none  // guarded by `lock`
    private var delivering = false  // guarded by `lock`
    private var completion: Subscribers.Completion<Failure>?  // guarded by `lock`: waits behind `due`

    init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?)
    {
        self.downstream = downstream
        self.options = options
        switch strategy {
        case .byTime(let scheduler, let interval):
            (self.scheduler, self.interval, count) = (scheduler, interval, nil)
        case .byTimeOrCount(let scheduler, let interval, let count):
            (self.scheduler, self.interval, self.count) = (scheduler, interval, count)
        }
    }

    var description: String { "CollectByTime" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        lock.lock()
        let accepted = link.accept(subscription)
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        restartTimer()
        downstream.receive(subscription: self)
        if count == nil { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard link.subscription != nil else {
            lock.unlock()
            return .none
        }
        collecting.append(input)
        let full = count.map { collecting.count >= $0 } ?? false
        if full { closeInterval() }
        lock.unlock()
        if full {
            restartTimer()
            deliver()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard link.end() != nil else { return lock.unlock() }
        let timer = self.timer
        self.timer = nil
        if case .finished = completion {
            closeInterval()
        } else {
            due = []
            collecting = []
        }
        self.completion = completion
        lock.unlock()
        timer?.cancel()
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let upstream = link.subscription
        lock.unlock()
        if let count { upstream?.request(demand * count) }
        deliver()
    }

    func cancel() {
        lock.lock()
        let upstream = link.end()
        let timer = self.timer
        self.timer = nil
        due = []
        collecting = []
        completion = nil
        lock.unlock()
        timer?.cancel()
        upstream?.cancel()
    }

    /// Moves the values of the current interval to the arrays that are due. Caller holds the lock.
    private func closeInterval() {
        guard !collecting.isEmpty else { return }
        due.append(collecting)
        collecting = []
    }

    /// Starts a new interval: schedules the repeating tick afresh, cancelling the previous one.
    private func restartTimer() {
        let tick = scheduler.schedule(
            after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance,
            options: options
        ) { [weak self] in self?.tick() }
        lock.lock()
        let live = link.subscription != nil
        let previous = timer
        timer = live ? tick : nil
        lock.unlock()
        previous?.cancel()
        if !live { tick.cancel() }
    }

    private func tick() {
        lock.lock()
        closeInterval()
        lock.unlock()
        deliver()
    }

    /// Publishes due arrays while there is demand, then a completion that is due; one thread at a time.
    private func deliver() {
        lock.lock()
        guard !delivering else { return lock.unlock() }
        delivering = true
        while true {
            if demand > .none, !due.isEmpty {
                let array = due.removeFirst()
                demand -= 1
                lock.unlock()
                let more = downstream.receive(array)
                lock.lock()
                demand += more
                continue
            }
            if let completion, due.isEmpty {
                self.completion = nil
                due = []
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
                delivering = false
                return lock.unlock()
            }
            delivering = false
            return lock.unlock()
        }
    }
}
