import PubSub
import PubSubTestSupport
import Testing

@Suite struct SystemTests {
    enum Event: Equatable {
        case tick(Int)
        case echo(Int)
    }

    @Test func eventsFromFeedbacksAreQueuedInOrderAndNeverReenterReduce() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Event, Never>()
        var depth = 0
        var maxDepth = 0
        var reduced: [Event] = []
        let echo = Feedback<[Event], Event>(run: { states in
            states.compactMap { state -> [Event]? in
                guard case .tick(let n)? = state.last else { return nil }
                return [.echo(n), .echo(n * 10)]
            }
            .flatMap { $0.publisher }
        })
        let system = Publishers.system(
            initial: [Event](),
            reduce: { state, event in
                depth += 1
                maxDepth = max(maxDepth, depth)
                reduced.append(event)
                state.append(event)
                depth -= 1
            },
            scheduler: ImmediateScheduler.shared,
            feedbacks: [echo, .custom(input)])
        var states: [[Event]] = []
        let link = system.sink { states.append($0) }
        input.send(.tick(1))
        input.send(.tick(2))
        scheduler.advance()
        #expect(maxDepth == 1)
        #expect(reduced == [.tick(1), .echo(1), .echo(10), .tick(2), .echo(2), .echo(20)])
        #expect(states.last == reduced)
        link.cancel()
    }
}
