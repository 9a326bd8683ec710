import PubSubTestSupport

/// Answers lookups with the text upper-cased, and can hold one until it is released or its task
/// is cancelled. Records every call and every cancellation.
final class LookupService: Sendable {
    private struct Book {
        var calls: [String] = []
        var cancellations: [String] = []
        var held: Set<String> = []
        var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    }

    private let book = Locked(Book())

    var calls: [String] { book.withLock { $0.calls } }
    var cancellations: [String] { book.withLock { $0.cancellations } }

    /// The lookup of `text` waits until `release(text)` or until its task is cancelled.
    func hold(_ text: String) {
        book.withLock { _ = $0.held.insert(text) }
    }

    func release(_ text: String) {
        let waiting = book.withLock { book in
            book.held.remove(text)
            return book.waiting.removeValue(forKey: text)
        }
        waiting?.resume()
    }

    func answer(_ text: String) async -> String {
        book.withLock { $0.calls.append(text) }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = book.withLock { book -> Bool in
                    guard book.held.contains(text), !Task.isCancelled else { return true }
                    book.waiting[text] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            let waiting = book.withLock { book in
                book.cancellations.append(text)
                return book.waiting.removeValue(forKey: text)
            }
            waiting?.resume()
        }
        return text.uppercased()
    }
}
