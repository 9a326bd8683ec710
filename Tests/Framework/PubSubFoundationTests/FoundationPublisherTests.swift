import Foundation
import NetworkingTestSupport
import PubSub
import PubSubFoundation
import PubSubTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Timer.publish`, `NotificationCenter.publisher(for:object:)` and `URLSession.dataTaskPublisher`
/// (against the loopback fixture server). Waits are for events: the run loop runs until the ticks
/// arrived, a data task is awaited until its completion arrived; bounded by a deadline or a time
/// limit. No test asserts a duration.
@Suite struct FoundationPublisherTests {
    @Test func aTimerPublishesOnlyOnceConnectedAndOnlyWhatEachSubscriberAskedFor() {
        let timer = Timer.publish(every: 0.001, tolerance: 0.5, on: .current, in: .default)
        #expect(timer.tolerance == nil)
        let two = RecordingSubscriber<Date, Never>(initialDemand: .max(2))
        let many = RecordingSubscriber<Date, Never>()
        timer.subscribe(two)
        timer.subscribe(many)
        _ = RunLoop.current.run(mode: .default, before: Date())
        #expect(many.values.isEmpty)
        let connection = timer.connect()
        runCurrentRunLoop(until: { many.values.count >= 4 })
        connection.cancel()
        let ticks = many.values.count
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        #expect(two.values.count == 2)
        #expect(many.values.count == ticks)
        #expect(many.values == many.values.sorted())
    }

    @Test func aCancelledTimerSubscriberGetsNoMoreTicks() {
        let timer = Timer.TimerPublisher(interval: 0.001, runLoop: .current, mode: .default)
        let cancelled = RecordingSubscriber<Date, Never>()
        let watching = RecordingSubscriber<Date, Never>()
        timer.subscribe(cancelled)
        timer.subscribe(watching)
        cancelled.cancel()
        let connection = timer.connect()
        runCurrentRunLoop(until: { watching.values.count >= 2 })
        connection.cancel()
        #expect(cancelled.values.isEmpty)
    }

    @Test func notificationsReachSubscribersWithDemand() {
        let center = NotificationCenter()
        let name = Notification.Name("pubsub.test")
        let sender = NSObject()
        let subscriber = RecordingSubscriber<Notification, Never>(initialDemand: .max(1))
        center.publisher(for: name, object: sender).subscribe(subscriber)
        center.post(name: name, object: sender)
        center.post(name: name, object: sender)
        center.post(name: name, object: NSObject())
        #expect(subscriber.values.count == 1)
        subscriber.request(.max(5))
        center.post(name: name, object: sender)
        #expect(subscriber.values.count == 2)
        subscriber.cancel()
        center.post(name: name, object: sender)
        #expect(subscriber.values.count == 2)
        #expect(center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
    }

    @Test(.timeLimit(.minutes(1))) func aDataTaskPublishesTheBodyAndResponseOnlyOnceAsked() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"ok":true}"#), to: "/hello")
        let subscriber = RecordingSubscriber<(data: Data, response: URLResponse), URLError>(initialDemand: .none)
        let url = server.baseURL.appendingPathComponent("hello")
        URLSession.shared.dataTaskPublisher(for: url).subscribe(subscriber)
        #expect(await server.requests.isEmpty)
        subscriber.request(.max(1))
        await subscriber.untilCompleted()
        #expect(subscriber.values.map { String(decoding: $0.data, as: UTF8.self) } == [#"{"ok":true}"#])
        #expect((subscriber.values.first?.response as? HTTPURLResponse)?.statusCode == 200)
        #expect(subscriber.completions.count == 1)
        await server.stop()
    }

    @Test(.timeLimit(.minutes(1))) func aDataTaskThatCannotConnectFailsWithItsURLError() async throws {
        let server = try await FixtureServer.start()
        let url = server.baseURL.appendingPathComponent("gone")
        await server.stop()
        let subscriber = RecordingSubscriber<(data: Data, response: URLResponse), URLError>()
        URLSession.shared.dataTaskPublisher(for: URLRequest(url: url)).subscribe(subscriber)
        await subscriber.untilCompleted()
        #expect(subscriber.values.isEmpty)
        guard case .failure(let error)? = subscriber.completions.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code != .unknown)
    }

    @Test func aZeroRequestForADataTaskTraps() async {
        await #expect(processExitsWith: .failure) {
            let subscriber = RecordingSubscriber<(data: Data, response: URLResponse), URLError>(initialDemand: .none)
            URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/")).subscribe(subscriber)
            subscriber.request(.none)
        }
    }

    @Test func aDataTaskCancelledBeforeDemandNeverStarts() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json("{}"), to: "/never")
        let subscriber = RecordingSubscriber<(data: Data, response: URLResponse), URLError>(initialDemand: .none)
        URLSession.shared.dataTaskPublisher(for: server.baseURL.appendingPathComponent("never")).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(1))
        #expect(await server.requests.isEmpty)
        #expect(subscriber.events.isEmpty)
        await server.stop()
    }
}

/// Runs the current run loop until `done` holds (at most ten seconds).
private func runCurrentRunLoop(until done: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !done() && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}
