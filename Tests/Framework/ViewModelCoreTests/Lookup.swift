import PubSub
import ViewModelCore

/// A tiny search for the kernel's tests: typing asks for a lookup once typing rests, Enter asks at
/// once, a spinner turns while a lookup is under way, and the last answer is saved.
struct Lookup: Equatable, Sendable {
    /// The lookup the state wants under way.
    struct Request: Equatable, Sendable {
        var text: String
        var generation: Int
        var waitsForTyping = false
    }

    var query = ""
    var request: Request?
    var answer: String?
    var spinnerFrame = 0
    var generation = 0

    enum Event: Equatable, Sendable {
        case typed(String)
        case enter
        case clear
        case answered(Request, String)
        case spin
    }

    static func reduce(_ state: inout Lookup, _ event: Event) {
        switch event {
        case .typed(let text):
            state.query = text
            ask(&state, waitsForTyping: true)
        case .enter:
            ask(&state, waitsForTyping: false)
        case .clear:
            state.query = ""
            state.request = nil
        case .answered(let request, let answer):
            guard request == state.request else { return }
            state.request = nil
            state.answer = answer
        case .spin:
            state.spinnerFrame += 1
        }
    }

    private static func ask(_ state: inout Lookup, waitsForTyping: Bool) {
        state.generation += 1
        state.request = Request(text: state.query, generation: state.generation, waitsForTyping: waitsForTyping)
    }

    /// How long typing must rest before a lookup starts.
    static let typingRest = SchedulerStride.milliseconds(300)

    /// The lookup's feedbacks on `scheduler`, answering from `service`.
    static func feedbacks<S: Scheduler>(
        service: LookupService, scheduler: S, saved: @escaping (String?) -> Void = { _ in }
    ) -> [Store<Lookup, Event>.Feedback] where S.SchedulerTimeType.Stride == SchedulerStride {
        [
            .request(
                "lookup", of: \.request, debounce: { $0.waitsForTyping ? typingRest : nil }, scheduler: scheduler,
                perform: { request in .answered(request, await service.answer(request.text)) }),
            .timer(
                "spinner", every: .milliseconds(100), while: { $0.request != nil }, scheduler: scheduler,
                sending: .spin),
            .write("saved", \.answer, to: saved),
        ]
    }
}
