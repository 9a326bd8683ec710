import Dispatch

/// Runs async work to its end from synchronous code that must wait for it — a one-shot report
/// before tern exits, a shell completion ArgumentParser asks for synchronously — on the task pool,
/// blocking the calling thread (never a pool thread: it would wait for itself).
enum BlockingTask {
    /// What `work` returns, once it has.
    static func run<Value: Sendable>(_ work: sending @escaping () async -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        guard let value = box.value else { preconditionFailure("the task signalled without a value") }
        return value
    }

    /// Hands the value to the waiting thread; the semaphore orders the write before the read.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }
}
