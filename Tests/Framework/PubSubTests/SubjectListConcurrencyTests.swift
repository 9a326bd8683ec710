import Dispatch
import Testing

@testable import PubSub

/// A subject's subscriber list while threads send and also attach and cancel at the same time
/// (decision 1640): each send delivers from its own copy of the list, taken under the lock, while
/// attach and cancel change the list in place. A copy taken without its own reference would let a
/// cancel shrink or free the storage mid-delivery: values lost or repeated, a stale count, a crash.
@Suite struct SubjectListConcurrencyTests {
    /// Threads, values each thread sends, and how often (in values) a thread also attaches and cancels.
    fileprivate static let threads = 4
    fileprivate static let sends = 2_000
    private static let churnEvery = 8

    @Test func aPassthroughSubscriberPresentThroughoutGetsEveryValueWhileOthersComeAndGo() {
        let subject = PassthroughSubject<Int, Never>()
        let steady = OrderCheck()
        let link = subject.sink { steady.note($0) }
        Self.run(
            send: { subject.send($0) },
            churn: {
                let sink = subject.sink { _ in }
                let chain = subject.map { $0 + 1 }.sink { _ in }
                sink.cancel()
                chain.cancel()
            })
        #expect(steady.outcome == .init(count: Self.threads * Self.sends, inOrder: true))
        #expect(subject.subscriberCount == 1)
        withExtendedLifetime(link) {}
    }

    @Test func aCurrentValueSubscriberPresentThroughoutGetsEveryValueWhileOthersComeAndGo() {
        let subject = CurrentValueSubject<Int, Never>(-1)
        let steady = OrderCheck()
        let link = subject.dropFirst().sink { steady.note($0) }
        Self.run(
            send: { subject.send($0) },
            churn: {
                let chain = subject.map { $0 + 1 }.sink { _ in }
                let sink = subject.sink { _ in }
                chain.cancel()
                sink.cancel()
            })
        #expect(steady.outcome == .init(count: Self.threads * Self.sends, inOrder: true))
        #expect(subject.subscriberCount == 1)
        withExtendedLifetime(link) {}
    }

    /// Every thread `t` sends `t * sends ..< (t + 1) * sends` and attaches and cancels between its
    /// sends, so sending and changing the list overlap however the threads are scheduled.
    private static func run(send: @escaping @Sendable (Int) -> Void, churn: @escaping @Sendable () -> Void) {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for value in thread * sends..<(thread + 1) * sends {
                send(value)
                if value % churnEvery == 0 { churn() }
            }
        }
    }
}

/// Counts the values a subscriber gets and checks each sending thread's values arrive in order.
///
/// `@unchecked Sendable`: only the sink calls `note`, and a sink is never called from two threads at
/// once (its delivery token, whose acquire/release ThreadSanitizer sees); `outcome` is read after the
/// sending threads have joined.
private final class OrderCheck: @unchecked Sendable {
    struct Outcome: Equatable {
        var count: Int
        var inOrder: Bool
    }

    private(set) var outcome = Outcome(count: 0, inOrder: true)
    private var lastOfThread = [Int](repeating: -1, count: SubjectListConcurrencyTests.threads)

    func note(_ value: Int) {
        let thread = value / SubjectListConcurrencyTests.sends
        outcome.count += 1
        if value <= lastOfThread[thread] { outcome.inOrder = false }
        lastOfThread[thread] = value
    }
}
