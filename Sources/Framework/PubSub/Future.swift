/// A publisher that runs its work once, eagerly at creation, and replays the one result to every
/// subscriber (a value then `.finished`, or a failure).
///
/// The async form starts a `Task`; it is cancelled when every subscriber has cancelled before the
/// result arrived. Threading invariant for `@unchecked Sendable`: all state is guarded by `lock`. A
/// `SpinLock`, not a `Mutex`: ThreadSanitizer cannot see a contended `Mutex` and reported the work's
/// thread and a subscriber meeting here as a race (docs/TESTING.md, "ThreadSanitizer").
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The callback the work calls with its result (only the first call counts).
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State: @unchecked Sendable {  // guarded by `lock`
        var result: Result<Output, Failure>?
        var waiting: [Int: (Result<Output, Failure>) -> Void] = [:]
        var nextID = 0
        var task: Task<Void, Never>?
    }

    private let lock = SpinLock()
    private var state = State()  // guarded by `lock`

    /// Runs `attemptToFulfill` now, handing it the promise.
    ///
    /// As in Combine, the promise holds the future strongly: work that keeps the promise (a callback,
    /// a task) keeps the future alive until it answers, so `Future { … }.sink { … }` delivers even
    /// when nobody else holds the future.
    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let id = withState { s -> Int in
            s.nextID += 1
            return s.nextID
        }
        let subscription = FutureSubscription(parent: self, downstream: subscriber) { [weak self] in
            self?.abandon(id)
        }
        let resolved = withState { s -> Unchecked<Result<Output, Failure>?> in
            if s.result == nil { s.waiting[id] = subscription.fulfill }
            return Unchecked(value: s.result)
        }
        subscription.start(resolved: resolved.value)
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = withState { s -> [(Result<Output, Failure>) -> Void] in
            guard s.result == nil else { return [] }
            s.result = result
            s.task = nil
            defer { s.waiting.removeAll() }
            return s.waiting.sorted { $0.key < $1.key }.map(\.value)
        }
        for fulfill in waiting { fulfill(result) }
    }

    private func abandon(_ id: Int) {
        let task = withState { s -> Task<Void, Never>? in
            s.waiting[id] = nil
            guard s.waiting.isEmpty, s.result == nil else { return nil }
            defer { s.task = nil }
            return s.task
        }
        task?.cancel()
    }

    /// Runs `body` on the state while holding the lock.
    private func withState<R>(_ body: (inout State) -> R) -> R {
        lock.withLock { body(&state) }
    }

    fileprivate func adopt(_ task: Task<Void, Never>) {
        withState { $0.task = task }
    }
}

extension Future where Failure == any Error, Output: Sendable {
    /// Starts `operation` in a `Task` now; cancelling every subscription cancels the task.
    public convenience init(_ operation: @escaping @Sendable () async throws -> Output) {
        let promise = PromiseBox()
        self.init { promise.promise = $0 }
        let fulfill = Unchecked(value: promise.promise)
        adopt(
            Task {
                do {
                    fulfill.value?(.success(try await operation()))
                } catch {
                    fulfill.value?(.failure(error))
                }
            })
    }
}

extension Future where Failure == Never, Output: Sendable {
    /// Starts a non-throwing `operation` in a `Task` now; cancelling every subscription cancels the task.
    public convenience init(_ operation: @escaping @Sendable () async -> Output) {
        let promise = PromiseBox()
        self.init { promise.promise = $0 }
        let fulfill = Unchecked(value: promise.promise)
        adopt(Task { fulfill.value?(.success(await operation())) })
    }
}

extension Future {
    /// Captures the promise from the synchronous initialiser so an async task can call it later.
    fileprivate final class PromiseBox {
        var promise: Promise?
    }
}
