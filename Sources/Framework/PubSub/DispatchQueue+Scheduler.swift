import Dispatch

extension DispatchQueue: Scheduler {
    /// A point on the dispatch clock (`DispatchTime`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// `==` on DispatchQueue.SchedulerTimeType, as Combine defines it.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Distances between times, in nanoseconds.
        public typealias Stride = SchedulerStride
        /// The dispatch time this time stands for.
        public let dispatchTime: DispatchTime

        /// The time at `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The distance; `.nanoseconds(.max)` when either time lies beyond `Int.max` nanoseconds (such as
        /// `.distantFuture`), as in Combine.
        public func distance(to other: Self) -> SchedulerStride {
            let from = dispatchTime.uptimeNanoseconds
            let to = other.dispatchTime.uptimeNanoseconds
            guard let start = Int(exactly: from), let end = Int(exactly: to) else {
                return .nanoseconds(from == to ? 0 : .max)
            }
            return .nanoseconds(end - start)
        }

        /// The time `n` later, clamped to 1 ns after boot; past `Int.max` nanoseconds it is
        /// `.distantFuture`, as in Combine.
        public func advanced(by n: SchedulerStride) -> Self {
            let now = dispatchTime.uptimeNanoseconds
            if n.nanoseconds >= 0 {
                let (later, overflow) = now.addingReportingOverflow(UInt64(n.nanoseconds))
                let beyond = overflow || later > UInt64(Int.max)
                return Self(beyond ? .distantFuture : DispatchTime(uptimeNanoseconds: later))
            }
            let back = n.nanoseconds.magnitude
            return Self(DispatchTime(uptimeNanoseconds: now > back ? max(1, now - UInt64(back)) : 1))
        }
    }

    /// Dispatch options: the quality of service and flags for `async`, and the group the work joins.
    public struct SchedulerOptions {
        /// The quality of service the work runs at.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work is added to, if any.
        public var group: DispatchGroup?

        /// Options for work scheduled on a dispatch queue: Combine's `DispatchQueue.SchedulerOptions.init`.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The scheduler's current time: Combine's `Scheduler.now`.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// The least tolerance the scheduler honours: Combine's `Scheduler.minimumTolerance`.
    public var minimumTolerance: SchedulerStride { .zero }

    /// Runs `action` as soon as it can: Combine's `Scheduler.schedule(options:_:)`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` at `date` or later, within `tolerance`: Combine's
    /// `Scheduler.schedule(after:tolerance:options:_:)`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = UncheckedAction(run: action)
        let group = options?.group  // `asyncAfter` takes no group: the work enters it now and leaves once run
        group?.enter()
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.run()
            group?.leave()
        }
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled: Combine's
    /// `Scheduler.schedule(after:interval:tolerance:options:_:)`.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = UncheckedAction(run: action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { work.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.nanoseconds)),
            leeway: .nanoseconds(max(0, tolerance.nanoseconds)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// An action handed to Dispatch. `@unchecked Sendable` because the `Scheduler` protocol (like
/// Combine's) takes non-`Sendable` closures; the caller chose this queue, so it owns the hand-off.
private struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
}
