/// Something an `AnyCancellable` can hold and cancel: a subscription object or an action wrapper.
///
/// A class (not the `Cancellable` protocol) so `AnyCancellable` stores it in one atomic word.
@usableFromInline
internal class CancelTarget: @unchecked Sendable {
    @usableFromInline
    internal func cancel() {}
}

/// Runs a closure as a cancel action.
///
/// Threading invariant for `@unchecked Sendable`: `action` is immutable; `AnyCancellable` calls
/// `cancel()` at most once.
internal final class CancelClosure: CancelTarget, @unchecked Sendable {
    private let action: () -> Void

    internal init(_ action: @escaping () -> Void) { self.action = action }

    internal override func cancel() { action() }
}

/// Forwards cancellation to any `Cancellable`.
///
/// Threading invariant for `@unchecked Sendable`: `base` is immutable; `AnyCancellable` calls
/// `cancel()` at most once.
internal final class CancelForwarder<Base: Cancellable>: CancelTarget, @unchecked Sendable {
    private let base: Base

    internal init(_ base: Base) { self.base = base }

    internal override func cancel() { base.cancel() }
}
