import Foundation
import Networking
import NetworkingTestSupport
import PubSub
import Testing

private struct Temperature: Decodable, Equatable {
    var temp: Double
}

@Suite struct HTTPRequestPublisherTests {
    private let client = URLSessionHTTPClient(timeout: 20, logger: LogCapture().logger)

    /// Subscribes and waits for the completion, collecting values.
    private func collect(
        _ publisher: AnyPublisher<Temperature, NetworkError>
    ) async -> (values: [Temperature], completion: Subscribers.Completion<NetworkError>) {
        let recorder = Recorder()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            recorder.subscription = publisher.sink(
                receiveCompletion: { completion in
                    recorder.completion = completion
                    continuation.resume()
                },
                receiveValue: { recorder.values.append($0) })
        }
        return (recorder.values, recorder.completion ?? .finished)
    }

    @Test func emitsTheDecodedValueThenFinishes() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"temp":21.5}"#), to: "/weather")
        let result = await collect(
            client.publisher(Temperature.self, from: Endpoint(baseURL: server.baseURL, path: "/weather")))
        #expect(result.values == [Temperature(temp: 21.5)])
        #expect(result.completion == .finished)
        await server.stop()
    }

    @Test func failsWithTheSameErrorsAsTheAsyncForm() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"message":"city not found"}"#, status: 404), to: "/weather")
        let result = await collect(
            client.publisher(Temperature.self, from: Endpoint(baseURL: server.baseURL, path: "/weather")))
        #expect(result.values.isEmpty)
        #expect(result.completion == .failure(.http(status: 404, message: "city not found")))
        await server.stop()
    }

    @Test func nothingIsSentUntilSubscribedAndCancelStopsDelivery() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(behaviour: .neverAnswer), to: "/weather")
        let publisher = client.publisher(Temperature.self, from: Endpoint(baseURL: server.baseURL, path: "/weather"))
        #expect(await server.requests.isEmpty)
        let recorder = Recorder()
        let subscription = publisher.sink(
            receiveCompletion: { recorder.completion = $0 }, receiveValue: { recorder.values.append($0) })
        await server.waitForRequests(count: 1)
        subscription.cancel()
        await server.stop()
        #expect(recorder.values.isEmpty)
        #expect(recorder.completion == nil)
    }
}

/// What a sink received; written from the request's task, read after the completion.
private final class Recorder: @unchecked Sendable {
    var values: [Temperature] = []
    var completion: Subscribers.Completion<NetworkError>?
    var subscription: AnyCancellable?
}
