import Foundation
import PubSub

extension Timer {
    /// A connectable publisher of the current date every `interval` seconds on `runLoop` in `mode`.
    /// `tolerance` is not kept, as in Combine (`TimerPublisher.tolerance` stays nil).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
    }

    /// Publishes `Date()` on every tick of a timer that each `connect()` adds to the run loop (two
    /// connections, two timers); a subscriber without demand misses a tick. Cancelling a connection
    /// invalidates its timer. Never completes.
    ///
    /// Threading invariant for `@unchecked Sendable`: the subscriber list is guarded by `lock`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The values it publishes.
        public typealias Output = Date
        /// The failure it can end with.
        public typealias Failure = Never

        /// The time between ticks, in seconds.
        public final let interval: TimeInterval
        /// How late a tick may come, if said.
        public final let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public final let runLoop: RunLoop
        /// The run-loop mode it runs in.
        public final let mode: RunLoop.Mode
        /// The scheduler options it was made with.
        public final let options: RunLoop.SchedulerOptions?
        private let lock = NSLock()
        private var subscriptions: [TimerTickTarget] = []  // guarded by `lock`

        /// Sends the date every `interval` on `runLoop` once connected: Combine's `Timer.TimerPublisher.init`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(downstream: subscriber)
            lock.withLock { subscriptions.append(subscription) }
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer: Combine's `ConnectablePublisher.connect()`.
        public func connect() -> any Cancellable {
            let tick = Unchecked(value: { [weak self] in self?.tick() })
            let timer = Timer(timeInterval: interval, repeats: true) { _ in tick.value() }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let held = Unchecked(value: timer)
            return TimerConnection { held.value.invalidate() }
        }

        /// Hands one date to every live subscriber, dropping the cancelled ones.
        private func tick() {
            let now = Date()
            let targets = lock.withLock {
                subscriptions.removeAll { !$0.isLive }
                return subscriptions
            }
            for target in targets { target.offer(now) }
        }
    }
}

/// What a timer publisher hands a tick to.
private protocol TimerTickTarget: AnyObject {
    var isLive: Bool { get }
    func offer(_ date: Date)
}

/// One subscriber of a `Timer.TimerPublisher`: counts its demand. Like Combine's, it has no description.
///
/// Threading invariant for `@unchecked Sendable`: fields are guarded by `lock`; ticks come from the run
/// loop's thread, one at a time, and the downstream is called after unlocking.
private final class TimerSubscription<Downstream: Subscriber>: Subscription, TimerTickTarget, @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
    private let lock = NSLock()
    private var downstream: Downstream?  // guarded by `lock`; nil once cancelled
    private var demand = Subscribers.Demand.none  // guarded by `lock`

    init(downstream: Downstream) { self.downstream = downstream }

    var isLive: Bool { lock.withLock { downstream != nil } }

    func offer(_ date: Date) {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream, demand > .none else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(date)
        lock.withLock { if downstream != nil { demand += more } }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { if downstream != nil { self.demand += demand } }
    }

    func cancel() {
        let released = lock.withLock {
            defer { downstream = nil }
            return downstream
        }
        withExtendedLifetime(released) {}
    }
}

/// The token `connect()` returns: a plain cancellable, not a subscription, as in Combine.
private struct TimerConnection: Cancellable {
    let invalidate: () -> Void

    func cancel() { invalidate() }
}
