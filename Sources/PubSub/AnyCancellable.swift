import Synchronization

/// Owns a cancel action and runs it once: on `cancel()` or, at the latest, on deinit.
///
/// Thread-safe: `cancel()` may race with itself and with deinit; the action runs exactly once and is
/// released right after.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Invariant: `action` is only touched under `lock`; it is taken out and run after unlocking.
    private let action: Mutex<PendingAction>

    /// Wraps an arbitrary cancel action.
    public init(_ cancel: @escaping () -> Void) {
        action = Mutex(PendingAction(run: cancel))
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        action = Mutex(PendingAction(target: canceller))
    }

    deinit { cancel() }

    public func cancel() {
        let pending = action.withLock { stored -> PendingAction in
            defer { stored = PendingAction() }
            return stored
        }
        pending.run?()
        pending.target?.cancel()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The cancel action an `AnyCancellable` has not run yet; only touched under its mutex.
/// Holds either a closure or the cancellable itself (stored inline, so wrapping a sink allocates nothing).
private struct PendingAction: @unchecked Sendable {
    var run: (() -> Void)?
    var target: (any Cancellable)?
}

extension AnyCancellable {
    /// Keeps this cancellable alive in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable alive in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}

extension Cancellable {
    /// Wraps this cancellable in an `AnyCancellable` and keeps it in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Wraps this cancellable in an `AnyCancellable` and keeps it in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
