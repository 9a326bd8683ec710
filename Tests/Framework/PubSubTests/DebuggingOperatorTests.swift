import PubSub
import PubSubTestSupport
import Testing

/// `print`, `breakpoint`, `breakpointOnError` and `assertNoFailure`.
@Suite struct DebuggingOperatorTests {
    @Test func printLogsEveryEventInCombinesWordsAndPassesThemOn() {
        let log = LogStream()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .none)
        upstream.print("p", to: log).subscribe(subscriber)
        upstream.send(5)
        subscriber.request(.unlimited)
        subscriber.cancel()
        #expect(subscriber.values == [5])
        #expect(
            log.lines == [
                "p: receive subscription: (\(manualSubscriptionDescription()))", "p: request max: (2)",
                "p: receive value: (5)", "p: request max: (0) (synchronous)", "p: request unlimited",
                "p: receive cancel",
            ])
    }

    @Test func printLogsCompletions() {
        let log = LogStream()
        _ = Fail<Int, TestError>(error: .boom).print(to: log).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        _ = Empty<Int, Never>().print(to: log).sink { _ in }
        #expect(
            log.lines.filter { $0.hasPrefix("receive e") || $0.hasPrefix("receive f") } == [
                "receive error: (boom)", "receive finished",
            ])
    }

    @Test func breakpointsThatDoNotMatchPassEverythingThrough() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.breakpoint(receiveSubscription: { _ in false }, receiveOutput: { $0 > 10 }).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
        let failing = RecordingSubscriber<Int, TestError>()
        Just(1).setFailureType(to: TestError.self).breakpointOnError().subscribe(failing)
        #expect(failing.values == [1])
    }

    @Test func aMatchingBreakpointEndsAProcessWithoutDebugger() async {
        await #expect(processExitsWith: .failure) {
            _ = Just(3).breakpoint(receiveOutput: { $0 == 3 }).sink { _ in }
        }
        await #expect(processExitsWith: .failure) {
            _ = Fail<Int, TestError>(error: .boom).breakpointOnError()
                .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        }
    }

    @Test func assertNoFailurePassesValuesAndTrapsOnFailure() async {
        #expect(collect(erased([1, 2]).setFailureType(to: TestError.self).assertNoFailure()) == [1, 2])
        await #expect(processExitsWith: .failure) {
            _ = Fail<Int, TestError>(error: .boom).assertNoFailure("loading").sink { _ in }
        }
    }
}

/// How a `ManualPublisher`'s subscription prints.
private func manualSubscriptionDescription() -> String {
    var description = ""
    ManualPublisher<Int, Never>().subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
    return description
}

/// A `TextOutputStream` that keeps whole lines.
private final class LogStream: TextOutputStream, @unchecked Sendable {
    private var text = ""

    var lines: [String] { text.split(separator: "\n").map(String.init) }

    func write(_ string: String) { text += string }
}
