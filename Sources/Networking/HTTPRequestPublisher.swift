import Foundation
import PubSub

/// A publisher that runs one HTTP request and decodes its body; see `HTTPClient.publisher(_:from:decoder:)`.
public struct HTTPRequestPublisher<Output: Decodable & Sendable>: Publisher {
    /// The request's failures, already one `NetworkError` each.
    public typealias Failure = NetworkError

    /// The client that sends the request.
    public let client: any HTTPClient
    /// What is requested.
    public let endpoint: Endpoint
    /// Decodes a 2xx body into `Output`.
    public let decoder: JSONDecoder

    /// A publisher that sends `endpoint` through `client` once per subscriber.
    public init(client: any HTTPClient, endpoint: Endpoint, decoder: JSONDecoder) {
        self.client = client
        self.endpoint = endpoint
        self.decoder = decoder
    }

    /// Subscribes `subscriber`; the request starts on its first demand and ends in one value then
    /// `.finished`, or one failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == NetworkError {
        let inner = Inner(client: client, endpoint: endpoint, decoder: decoder) { result in
            switch result {
            case .success(let value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case .failure(let error):
                subscriber.receive(completion: .failure(error))
            }
        }
        subscriber.receive(subscription: inner)
    }
}

extension HTTPRequestPublisher {
    /// The subscription: starts the request on the first positive demand, delivers at most one value
    /// and one completion, and cancels the request's task on `cancel()`.
    ///
    /// Thread-safe: state is behind a lock; the subscriber is called outside it, from the request's task.
    private final class Inner: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private var deliver: ((Result<Output, NetworkError>) -> Void)?
        private var task: Task<Void, Never>?
        private let client: any HTTPClient
        private let endpoint: Endpoint
        private let decoder: JSONDecoder

        init(
            client: any HTTPClient, endpoint: Endpoint, decoder: JSONDecoder,
            deliver: @escaping (Result<Output, NetworkError>) -> Void
        ) {
            self.client = client
            self.endpoint = endpoint
            self.decoder = decoder
            self.deliver = deliver
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > .none else { return }
            lock.lock()
            defer { lock.unlock() }
            guard deliver != nil, task == nil else { return }
            task = Task { [self] in await run() }
        }

        func cancel() {
            let task = lock.withLock {
                deliver = nil
                return self.task
            }
            task?.cancel()
        }

        private func run() async {
            let result: Result<Output, NetworkError>
            do throws(NetworkError) {
                result = .success(try await client.decode(Output.self, from: endpoint, decoder: decoder))
            } catch {
                result = .failure(error)
            }
            lock.withLock { deliver.take() }?(result)
        }
    }
}
