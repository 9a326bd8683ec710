import Synchronization

/// The shared engine of `PassthroughSubject` and `CurrentValueSubject`: the ordered subscriber list.
///
/// Subscribers are kept in a `ContiguousArray` in subscription order, which is also delivery order.
/// `send` copies the array under the lock (one retain, copy-on-write) and delivers after unlocking, so a
/// subscriber may send, subscribe or cancel from inside its delivery without deadlocking. Non-generic
/// on purpose: the per-send path never instantiates generic metadata.
///
/// Threading invariant for `@unchecked Sendable`: all state lives in the mutex; `withLock` lets the
/// owning subject update its own generic fields under the same lock.
internal final class SubjectCore: @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var conduits = ContiguousArray<Conduit>()
        var isCompleted = false
        var upstreams = [any Subscription]()
    }

    private let state = Mutex(State())

    internal var subscriberCount: Int { state.withLock { $0.conduits.count } }

    /// Runs `body` under the subject's lock.
    internal func withLock<R>(_ body: () -> R) -> R {
        state.withLock { _ in Unchecked(value: body()) }.value
    }

    /// Appends `conduit` unless the subject has completed; `update` runs under the lock after appending.
    internal func attach(_ conduit: Conduit, whileLocked update: () -> Void = {}) -> Bool {
        state.withLock { s in
            guard !s.isCompleted else { return false }
            s.conduits.append(conduit)
            update()
            return true
        }
    }

    /// The subscribers to deliver to, in order; `update` runs under the lock first. Empty once completed.
    @inline(__always)
    internal func snapshot(_ update: () -> Void) -> ContiguousArray<Conduit> {
        state.withLock { s -> Unchecked<ContiguousArray<Conduit>> in
            guard !s.isCompleted else { return Unchecked(value: ContiguousArray<Conduit>()) }
            update()
            return Unchecked(value: s.conduits)
        }.value
    }

    /// Marks the subject completed (running `update` under the lock) and returns who to tell, or nil
    /// if it was completed already.
    internal func complete(_ update: () -> Void) -> ContiguousArray<Conduit>? {
        state.withLock { s -> Unchecked<ContiguousArray<Conduit>?> in
            guard !s.isCompleted else { return Unchecked(value: nil) }
            s.isCompleted = true
            update()
            s.upstreams.removeAll()
            defer { s.conduits.removeAll() }
            return Unchecked(value: s.conduits)
        }.value
    }

    internal func adopt(_ upstream: any Subscription) {
        let accepted = state.withLock { s -> Bool in
            guard !s.isCompleted else { return false }
            s.upstreams.append(upstream)
            return true
        }
        if accepted { upstream.request(.unlimited) } else { upstream.cancel() }
    }

    internal func detach(_ conduit: Conduit) {
        state.withLock { s in
            if let index = s.conduits.firstIndex(where: { $0 === conduit }) {
                s.conduits.remove(at: index)
            }
        }
    }
}
