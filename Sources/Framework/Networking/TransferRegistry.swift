import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession delegate of `URLSessionHTTPClient`: routes each task's callbacks to its `Transfer`.
///
/// Thread-safe: the table of transfers is behind a lock; URLSession calls it on its delegate queue.
final class TransferRegistry: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func register(_ transfer: Transfer, for taskIdentifier: Int) {
        lock.withLock { transfers[taskIdentifier] = transfer }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        transfer(for: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    /// Follows a redirect only when the transfer's `RedirectPolicy` allows it.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let follows = transfer(for: task)?.mayFollowRedirect(to: request.url) ?? false
        completionHandler(follows ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(with: error)
    }
}
