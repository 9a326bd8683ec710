import Foundation
import PubSub
import PubSubTestSupport
import Testing

/// `Record` and its `Recording`.
@Suite struct RecordTests {
    @Test func replaysTheRecordingToEachSubscriberAsDemandAllows() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(.boom))
        }
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
        record.subscribe(subscriber)
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.failure(.boom)])
        let again = RecordingSubscriber<Int, TestError>()
        record.subscribe(again)
        #expect(again.values == [1, 2])
    }

    @Test func anEmptyRecordingCompletesAtOnce() {
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        Record<Int, TestError>(output: [], completion: .finished).subscribe(subscriber)
        #expect(subscriber.completions == [.finished])
    }

    @Test func cancellingStopsTheReplay() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        Record<Int, Never>(output: [1, 2, 3], completion: .finished).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.unlimited)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.isEmpty)
    }

    @Test func recordingsEncodeAndDecodeInCombinesForm() throws {
        let record = Record<Int, TestCodingError>(output: [3, 4], completion: .failure(TestCodingError(code: 7)))
        let data = try JSONEncoder().encode(record)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""output":[3,4]"#))
        #expect(text.contains(#""success":false"#))
        let decoded = try JSONDecoder().decode(Record<Int, TestCodingError>.self, from: data)
        #expect(decoded.recording.output == [3, 4])
        #expect(decoded.recording.completion == .failure(TestCodingError(code: 7)))
    }

    @Test func aCompleteRecordingTrapsOnMoreEvents() async {
        await #expect(processExitsWith: .failure) {
            var recording = Record<Int, Never>.Recording(output: [1])
            recording.receive(2)
        }
        await #expect(processExitsWith: .failure) {
            var recording = Record<Int, Never>.Recording()
            recording.receive(completion: .finished)
            recording.receive(completion: .finished)
        }
    }
}

/// A `Codable` failure for coding tests.
struct TestCodingError: Error, Codable, Equatable {
    let code: Int
}
