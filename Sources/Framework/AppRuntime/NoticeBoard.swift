import Synchronization

/// What the app must tell the person while it runs but that belongs to no screen: configuration
/// problems found at start, and failures found later (the log cannot be written), plus where the
/// log is.
///
/// A notice shows in a banner above the status bar until a key is pressed (`App` dismisses it); every
/// notice stays listed in the `?` help. Thread-safe: notices may be posted from any thread (a log
/// write fails on a network queue); the main loop reads them for each frame.
public final class NoticeBoard: @unchecked Sendable {
    private let lock = Mutex(())
    private var notices: [String]
    private var unseenCount: Int
    private var log: String?

    /// A board that starts with `notices` unseen.
    public init(notices: [String] = [], logPath: String? = nil) {
        self.notices = notices
        self.unseenCount = notices.count
        self.log = logPath
    }

    /// The log file the app writes, shown in help; `nil` when logging is off.
    public var logPath: String? {
        get { lock.withLock { _ in log } }
        set { lock.withLock { _ in log = newValue } }
    }

    /// Adds `notice`, shown in the banner until the next key.
    public func post(_ notice: String) {
        lock.withLock { _ in
            notices.append(notice)
            unseenCount += 1
        }
    }

    /// Every notice so far, oldest first.
    public var all: [String] { lock.withLock { _ in notices } }

    /// How many notices were posted so far: the runtime draws a frame when it grows.
    var postedCount: Int { lock.withLock { _ in notices.count } }

    /// The notices posted since the last `dismiss()`.
    public var unseen: [String] { lock.withLock { _ in Array(notices.suffix(unseenCount)) } }

    /// Hides the banner; the notices stay in `all`.
    public func dismiss() {
        lock.withLock { _ in unseenCount = 0 }
    }
}
