import Dispatch

extension DispatchQueue: Scheduler {
    /// A point on the dispatch clock (`DispatchTime`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public typealias Stride = SchedulerStride
        public let dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: Self) -> SchedulerStride {
            .nanoseconds(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }

        public func advanced(by n: SchedulerStride) -> Self {
            let target = Int(dispatchTime.uptimeNanoseconds) + n.nanoseconds
            return Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, target))))
        }
    }

    /// Dispatch options: the quality of service and flags for `async`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []) {
            self.qos = qos
            self.flags = flags
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerStride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        async(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = UncheckedAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.run()
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
