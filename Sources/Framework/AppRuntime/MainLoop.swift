import Glibc
import PubSub
import Synchronization

/// The UI thread's run loop and PubSub `Scheduler`: actions posted from any thread run on the
/// main thread in FIFO order, timers run at their deadline, and waiting costs no CPU.
///
/// Other threads append to a locked queue and write one byte to a self-pipe; the loop sleeps in
/// `poll()` on that pipe and the terminal's input, with a timeout only when a timer is pending.
/// Threading: `schedule` from any thread; `wait`, `drain` and timers on the main thread only.
public final class MainLoop: Scheduler, @unchecked Sendable {
    /// Its clock: monotonic instants.
    public typealias SchedulerTimeType = MainLoopInstant
    /// It takes no options.
    public typealias SchedulerOptions = Never

    private let lock = Mutex(())
    private var queue: [() -> Void] = []
    private var timers = TimerQueue()
    private let wakeReadDescriptor: Int32
    /// The self-pipe's write end; signal handlers write a byte here to wake the loop.
    public let wakeDescriptor: Int32

    /// A loop with no actions or timers yet. Fails only if the process is out of file descriptors.
    public init() {
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) != 0 {
            fatalError("cannot create the main loop's pipe: errno \(errno)")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeReadDescriptor = descriptors[0]
        wakeDescriptor = descriptors[1]
    }

    deinit {
        Glibc.close(wakeReadDescriptor)
        Glibc.close(wakeDescriptor)
    }

    /// The monotonic time now.
    public var now: MainLoopInstant { .now }
    /// Timers fire as soon as they are due.
    public var minimumTolerance: MainLoopInterval { .nanoseconds(0) }

    /// Runs `action` on the main loop's next turn; callable from any thread.
    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        lock.withLock { _ in queue.append(action) }
        wake()
    }

    /// Runs `action` on the main loop once `date` has come.
    public func schedule(
        after date: MainLoopInstant, tolerance: MainLoopInterval, options: Never?, _ action: @escaping () -> Void
    ) {
        addTimer(ScheduledTimer(interval: nil, action: action), at: date)
    }

    /// Runs `action` on the main loop from `date` on, every `interval`, until cancelled.
    public func schedule(
        after date: MainLoopInstant, interval: MainLoopInterval, tolerance: MainLoopInterval, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = ScheduledTimer(interval: max(interval, .nanoseconds(1)), action: action)
        addTimer(timer, at: date)
        return timer
    }

    /// Actions waiting to run plus timers not yet fired.
    public var pendingCount: Int { lock.withLock { _ in queue.count + timers.count } }

    /// Runs the actions queued so far in FIFO order, then every timer that is due. Actions queued
    /// while this runs wait for the next call (the pipe byte they wrote makes `wait` return at once).
    public func drain() {
        let actions = lock.withLock { _ in
            let taken = Unchecked(value: queue)
            queue.removeAll()
            return taken
        }
        for action in actions.value { action() }
        runDueTimers()
    }

    /// What ended a `wait`.
    public enum Wake: Equatable, Sendable {
        /// Input is waiting on the descriptor.
        case input
        /// The input descriptor hung up or failed: no key will ever arrive again.
        case inputClosed
        /// An action was posted, a signal arrived or a timer is due.
        case other
    }

    /// Sleeps until `inputDescriptor` is readable, an action is posted, a signal arrives, the next
    /// timer is due or `limit` has passed (the terminal's `inputWaitLimit`). Without timers or a limit
    /// it waits with no timeout.
    @discardableResult
    public func wait(forInputOn inputDescriptor: Int32?, atMost limit: Duration? = nil) -> Wake {
        var descriptors = [pollfd(fd: wakeReadDescriptor, events: Int16(POLLIN), revents: 0)]
        if let inputDescriptor {
            descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0))
        }
        var timeout = timeoutMilliseconds()
        if let limit {
            let (seconds, attoseconds) = limit.components
            let milliseconds = Int32(
                clamping: max(0, seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
        }
        let result = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard result > 0 else { return .other }
        if descriptors[0].revents != 0 { emptyPipe() }
        guard descriptors.count > 1 else { return .other }
        let input = descriptors[1].revents
        if input & Int16(POLLIN) != 0 { return .input }
        if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .inputClosed }
        return .other
    }

    /// Sleeps until an action is posted, a signal arrives or a timer is due, but not past `deadline`
    /// and not once `inputDescriptor` has input (which is left for the next `wait(forInputOn:)`).
    /// Returns true when there is something to `drain`, false when the deadline passed or input came.
    public func waitForActions(until deadline: MainLoopInstant, unlessInputOn inputDescriptor: Int32? = nil) -> Bool {
        let remaining = Self.milliseconds(until: deadline)
        guard remaining > 0 else { return false }
        guard !hasActionsOrDueTimers else { return true }
        let timeout = timeoutMilliseconds()
        var descriptors = [pollfd(fd: wakeReadDescriptor, events: Int16(POLLIN), revents: 0)]
        if let inputDescriptor {
            descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0))
        }
        let result = poll(&descriptors, nfds_t(descriptors.count), timeout < 0 ? remaining : min(timeout, remaining))
        if result > 0, descriptors[0].revents != 0 { emptyPipe() }
        if descriptors.count > 1, descriptors[1].revents != 0 { return false }
        return result > 0 || (timeout >= 0 && timeout <= remaining)
    }

    /// Milliseconds until the next timer (rounded up), or -1 for none.
    func timeoutMilliseconds() -> Int32 {
        guard let deadline = lock.withLock({ _ in timers.earliestDeadline }) else { return -1 }
        return Self.milliseconds(until: deadline)
    }

    private static func milliseconds(until deadline: MainLoopInstant) -> Int32 {
        let remaining = MainLoopInstant.now.distance(to: deadline).nanoseconds
        guard remaining > 0 else { return 0 }
        return Int32(clamping: (remaining + 999_999) / 1_000_000)
    }

    private var hasActionsOrDueTimers: Bool {
        lock.withLock { _ in !queue.isEmpty || timers.earliestDeadline.map { $0 <= MainLoopInstant.now } ?? false }
    }

    private func addTimer(_ timer: ScheduledTimer, at deadline: MainLoopInstant) {
        lock.withLock { _ in timers.insert(timer, at: deadline) }
        wake()
    }

    private func runDueTimers() {
        let now = MainLoopInstant.now
        while let entry = lock.withLock({ _ in timers.popDue(at: now) }) {
            guard !entry.timer.isCancelled else { continue }
            entry.timer.action()
            if let interval = entry.timer.interval, !entry.timer.isCancelled {
                let next = max(entry.deadline.advanced(by: interval), now.advanced(by: .nanoseconds(1)))
                lock.withLock { _ in timers.insert(entry.timer, at: next) }
            }
        }
    }

    private func wake() {
        var byte: UInt8 = 0
        _ = write(wakeDescriptor, &byte, 1)
    }

    private func emptyPipe() {
        var scratch = [UInt8](repeating: 0, count: 256)
        while read(wakeReadDescriptor, &scratch, scratch.count) > 0 {}
    }
}
