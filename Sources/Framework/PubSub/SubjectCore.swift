/// The shared engine of `PassthroughSubject` and `CurrentValueSubject`: the ordered subscriber list.
///
/// Subscribers are kept in a `ContiguousArray` in subscription order, which is also delivery order.
/// `send` copies the array under the lock (one retain, copy-on-write) and delivers after unlocking, so a
/// subscriber may send, subscribe or cancel from inside its delivery without deadlocking. Non-generic
/// on purpose: the per-send path never instantiates generic metadata. The lock is an inline `SpinLock`:
/// every critical section is a few instructions (or one array copy), and it costs one atomic
/// compare-exchange per send.
///
/// Upstream subscriptions a subject is given (`send(subscription:)`) are asked for `.unlimited` at once
/// by a `CurrentValueSubject` and, by a `PassthroughSubject`, once some subscriber has asked for values
/// (as Combine does); they are kept after completion and cancelled when the subject goes away.
///
/// Threading invariant for `@unchecked Sendable`: `conduits`, `isCompleted`, `upstreams` and
/// `downstreamDemanded` are only touched under `lock`; `withLock` lets the owning subject update its own
/// generic fields under it.
@usableFromInline
internal final class SubjectCore: @unchecked Sendable {
    /// What the subject's subscriptions call themselves (Combine's names).
    @usableFromInline
    internal enum Kind: Sendable {
        case passthroughSubject, currentValueSubject, publishedSubject, observableObjectPublisher
    }

    internal let kind: Kind
    @usableFromInline internal let lock = SpinLock()
    // Exclusivity is already guaranteed by the lock; unchecked saves two runtime calls per send.
    @usableFromInline @exclusivity(unchecked) internal var conduits = ContiguousArray<Conduit>()  // guarded by `lock`
    @usableFromInline @exclusivity(unchecked) internal var isCompleted = false  // guarded by `lock`
    private var upstreams = [any Subscription]()  // guarded by `lock`
    /// Guarded by `lock`: upstreams are asked for values (a subscriber asked; a `CurrentValueSubject`
    /// asks from the start).
    private var downstreamDemanded: Bool

    @usableFromInline
    internal init(_ kind: Kind) {
        self.kind = kind
        downstreamDemanded = kind == .currentValueSubject
    }

    internal var subscriberCount: Int { lock.withLock { conduits.count } }

    /// Runs `body` under the subject's lock.
    @inlinable
    internal func withLock<R>(_ body: () -> R) -> R {
        lock.withLock(body)
    }

    /// Appends `conduit` unless the subject has completed; `update` runs under the lock after appending.
    /// `demanding`: the conduit wants values from the start (a sink), which releases held upstreams.
    @usableFromInline
    internal func attach(_ conduit: Conduit, demanding: Bool = false, whileLocked update: () -> Void = {}) -> Bool {
        lock.lock()
        guard !isCompleted else {
            lock.unlock()
            return false
        }
        if conduits.count == conduits.capacity { conduits.reserveCapacity(conduits.count + conduits.count / 2 + 4) }
        conduits.append(conduit)
        update()
        guard demanding, !downstreamDemanded else {
            lock.unlock()
            return true
        }
        downstreamDemanded = true
        let held = upstreams
        lock.unlock()
        requestEverything(from: held)
        return true
    }

    /// A subscriber asked for values: upstreams held back until now are asked for `.unlimited`.
    internal func noteDemand() {
        let held = lock.withLock { () -> [any Subscription] in
            guard !downstreamDemanded else { return [] }
            downstreamDemanded = true
            return upstreams
        }
        requestEverything(from: held)
    }

    /// The subscribers to deliver to, in order; `update` runs under the lock first. Empty once completed.
    @inlinable
    internal func snapshot(_ update: () -> Void) -> ContiguousArray<Conduit> {
        lock.withLock {
            guard !isCompleted else { return ContiguousArray<Conduit>() }
            update()
            return conduits
        }
    }

    /// Marks the subject completed (running `update` under the lock) and returns who to tell, or nil
    /// if it was completed already. The upstreams stay until the subject goes, as in Combine.
    internal func complete(_ update: () -> Void) -> ContiguousArray<Conduit>? {
        lock.withLock {
            guard !isCompleted else { return nil }
            isCompleted = true
            update()
            defer { conduits = [] }
            return conduits
        }
    }

    /// Keeps `upstream` until the subject ends; asks it for `.unlimited` now if upstreams are asked for
    /// values already, else when a subscriber asks. A completed subject cancels it.
    internal func adopt(_ upstream: any Subscription) {
        let (accepted, request) = lock.withLock { () -> (Bool, Bool) in
            guard !isCompleted else { return (false, false) }
            upstreams.append(upstream)
            return (true, downstreamDemanded)
        }
        if !accepted { return upstream.cancel() }
        if request { upstream.request(.unlimited) }
    }

    /// Cancels the upstreams the subject was given (the subject is going away).
    internal func cancelUpstreams() {
        let held = lock.withLock { () -> [any Subscription] in
            defer { upstreams = [] }
            return upstreams
        }
        for upstream in held { upstream.cancel() }
    }

    @inline(never)
    private func requestEverything(from held: [any Subscription]) {
        for upstream in held { upstream.request(.unlimited) }
    }

    /// Offers the value at `pointer` to each of `conduits` in order. The elements are read as unmanaged
    /// references: the array keeps them alive, so the loop needs no retain/release per subscriber.
    @usableFromInline
    internal static func offer(_ pointer: UnsafeRawPointer, to conduits: ContiguousArray<Conduit>) {
        conduits.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                raw.load(fromByteOffset: index &* MemoryLayout<Conduit>.stride, as: Unmanaged<Conduit>.self)
                    ._withUnsafeGuaranteedRef { $0.offer(pointer) }
            }
        }
    }

    /// Removes `conduit`. The newest subscriber is checked first: it is the one most often cancelled
    /// (a short-lived subscription), and removing the last element moves nothing.
    internal func detach(_ conduit: Conduit) {
        lock.withLock {
            if conduits.last === conduit {
                conduits.removeLast()
            } else if let index = conduits.firstIndex(where: { $0 === conduit }) {
                conduits.remove(at: index)
            }
        }
    }
}
