/// The subscriber and subscription of `encode` and `decode`: transforms each value with a throwing
/// coder; the first error cancels upstream and fails, and nothing passes after that.
///
/// Demand passes straight through. Threading invariant for `@unchecked Sendable`: `finished` and
/// `upstream` are guarded by `lock` and called after unlocking; `code` is immutable.
internal final class CodingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure

    private let name: String
    private let downstream: Downstream
    private let code: (Input) throws -> Downstream.Input
    private let lock = SpinLock()
    private var finished = false  // guarded by `lock`
    private var upstream: (any Subscription)?  // guarded by `lock`

    init(_ name: String, _ downstream: Downstream, _ code: @escaping (Input) throws -> Downstream.Input) {
        self.name = name
        self.downstream = downstream
        self.code = code
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        let (finished, upstream) = (self.finished, self.upstream)
        lock.unlock()
        return Mirror(
            self,
            children: [
                ("downstream", downstream as Any), ("finished", finished), ("upstreamSubscription", upstream as Any),
            ])
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        let accepted = !finished && upstream == nil
        if accepted { upstream = subscription }
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let live = !finished
        lock.unlock()
        guard live else { return .none }
        let output: Downstream.Input
        do {
            output = try code(input)
        } catch {
            lock.lock()
            let upstream = finished ? nil : self.upstream
            let first = !finished
            finished = true
            self.upstream = nil
            lock.unlock()
            upstream?.cancel()
            if first { downstream.receive(completion: .failure(error)) }
            return .none
        }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        let first = !finished
        finished = true
        upstream = nil
        lock.unlock()
        if first { downstream.receive(completion: completion.mapError { $0 }) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    /// Before the subscription arrives there is nothing to cancel, and the subscription is still taken.
    func cancel() {
        lock.lock()
        guard !finished, let upstream else { return lock.unlock() }
        finished = true
        self.upstream = nil
        lock.unlock()
        upstream.cancel()
    }
}
