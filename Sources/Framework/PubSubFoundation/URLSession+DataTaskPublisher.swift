import Foundation
import PubSub

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` with a data task of this session.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { dataTaskPublisher(for: URLRequest(url: url)) }

    /// A publisher that loads `request` with a data task of this session.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Starts a data task on the subscriber's first request and publishes its data and response, or fails
    /// with its `URLError`; cancelling cancels the task.
    public struct DataTaskPublisher: Publisher, Sendable {
        /// The values it publishes.
        public typealias Output = (data: Data, response: URLResponse)
        /// The failure it can end with.
        public typealias Failure = URLError

        /// The request it sends.
        public let request: URLRequest
        /// The session that sends it.
        public let session: URLSession

        /// Sends `request` through `session` when subscribed to: Combine's `URLSession.DataTaskPublisher.init`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(parent: self, downstream: subscriber))
        }
    }
}

/// One subscriber's data task, made on the first request; every request resumes it, as Combine's does.
///
/// Threading invariant for `@unchecked Sendable`: every field is guarded by `lock`; the downstream is
/// called after unlocking, once, from the task's completion handler.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    private let lock = NSLock()
    private var parent: URLSession.DataTaskPublisher?  // guarded by `lock`; nil once ended
    private var downstream: Downstream?  // guarded by `lock`; nil once ended
    private var task: URLSessionDataTask?  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`

    init(parent: URLSession.DataTaskPublisher, downstream: Downstream) {
        self.parent = parent
        self.downstream = downstream
    }

    var description: String { "DataTaskPublisher" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(
            self,
            children: [
                ("task", task as Any), ("downstream", downstream as Any), ("parent", parent as Any), ("demand", demand),
            ])
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        guard let parent, downstream != nil else { return lock.unlock() }
        self.demand += demand
        if let task {
            lock.unlock()
            return task.resume()
        }
        lock.unlock()
        let finish = Unchecked(value: { [weak self] (data: Data?, response: URLResponse?, error: (any Error)?) in
            self?.finish(data: data, response: response, error: error)
        })
        let task = parent.session.dataTask(with: parent.request) { finish.value($0, $1, $2) }
        lock.lock()
        let live = downstream != nil
        if live { self.task = task }
        lock.unlock()
        if live { task.resume() }
    }

    func cancel() {
        lock.lock()
        let task = self.task
        downstream = nil
        parent = nil
        self.task = nil
        lock.unlock()
        task?.cancel()
    }

    /// A response is a value (with empty data if none came); anything else fails, a non-`URLError` as
    /// `URLError(.unknown)`, as in Combine.
    private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        parent = nil
        task = nil
        lock.unlock()
        guard let downstream else { return }
        if let error {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.unknown)))
        }
    }
}
