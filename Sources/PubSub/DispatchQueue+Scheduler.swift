import Dispatch

extension DispatchQueue: Scheduler {
    /// A point on the dispatch clock (`DispatchTime`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public typealias Stride = SchedulerStride
        public let dispatchTime: DispatchTime

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
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerStride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

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
