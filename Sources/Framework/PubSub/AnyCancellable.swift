import Synchronization

/// Owns a cancel action and runs it once: on `cancel()` or, at the latest, on deinit.
///
/// Thread-safe: `cancel()` may race with itself and with deinit; the action runs exactly once and is
/// released right after. The only field is one atomic reference to the action (for a `sink` on a
/// subject, the subscription object itself), so an idle subscription stays small.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Invariant: the target is taken out by exactly one atomic exchange, which also hands over the
    // +1 reference stored at init.
    @usableFromInline internal let target: Atomic<Unmanaged<CancelTarget>?>

    /// Wraps an arbitrary cancel action.
    public init(_ cancel: @escaping () -> Void) {
        target = Atomic(Unmanaged.passRetained(CancelClosure(cancel)))
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        target = Atomic(Unmanaged.passRetained(CancelForwarder(canceller)))
    }

    /// Wraps a subscription object directly, with no action object in between.
    @inlinable
    internal init(target: CancelTarget) {
        self.target = Atomic(Unmanaged.passRetained(target))
    }

    deinit { cancel() }

    /// Stops the work and releases what it holds: Combine's `Cancellable.cancel()`.
    public func cancel() {
        // The load spares the read-modify-write when the target is gone already (cancelled, or taken by
        // a completed subject sink), as it usually is by deinit.
        guard target.load(ordering: .acquiring) != nil else { return }
        target.exchange(nil, ordering: .acquiringAndReleasing)?.takeRetainedValue().cancel()
    }

    /// `==` on AnyCancellable, as Combine defines it.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes what `==` compares.
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
