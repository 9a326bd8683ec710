import Synchronization

/// Owns a cancel action and runs it once: on `cancel()` or, at the latest, on deinit.
///
/// Thread-safe: `cancel()` may race with itself and with deinit; the action runs exactly once and is
/// released right after. Two words besides the object header, so an idle subscription stays small.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Invariant: `action` is set in init and afterwards only touched by the one caller that flipped
    // `isDone` (the exchange orders that caller after init).
    private let isDone = Atomic<Bool>(false)
    private var action: (() -> Void)?

    /// Wraps an arbitrary cancel action.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        action = { canceller.cancel() }
    }

    /// Wraps a subject's own subscription object; the closure's context is the object itself.
    internal init(conduit: Conduit) {
        action = { conduit.cancel() }
    }

    deinit { cancel() }

    public func cancel() {
        guard !isDone.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let run = action
        action = nil
        run?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
