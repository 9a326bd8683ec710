import Foundation
import PubSub

extension HTTPClient {
    /// The publisher form of `decode(_:from:decoder:)`: emits one decoded value and finishes, or fails
    /// with the same `NetworkError`.
    ///
    /// Lazy: nothing is sent until a subscriber requests a value. Cancelling the subscription cancels
    /// the request. Values and completion arrive on the task that ran the request, not on the
    /// subscriber's thread: use `receive(on:)` to move them to the UI's scheduler.
    public func publisher<T: Decodable & Sendable>(
        _ type: T.Type,
        from endpoint: Endpoint,
        decoder: JSONDecoder = JSONDecoder()
    ) -> AnyPublisher<T, NetworkError> {
        HTTPRequestPublisher(client: self, endpoint: endpoint, decoder: decoder).eraseToAnyPublisher()
    }
}
