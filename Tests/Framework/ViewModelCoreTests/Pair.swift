import PubSub
import ViewModelCore

/// A parent feature for the composition tests: two lookups nested in one state — `main` always
/// there, `extra` only while opened — and a parent reducer that watches its children: Enter in
/// `main` copies its query into `extra` when that is open.
struct Pair: Equatable, Sendable {
    var main = Lookup()
    var extra: Lookup?
    var enters = 0

    enum Event: Equatable, Sendable {
        case main(Lookup.Event)
        case extra(Lookup.Event)
        case openExtra
        case closeExtra

        static var mainPath: EventPath<Event, Lookup.Event> {
            EventPath(embed: Event.main) { if case .main(let event) = $0 { event } else { nil } }
        }
        static var extraPath: EventPath<Event, Lookup.Event> {
            EventPath(embed: Event.extra) { if case .extra(let event) = $0 { event } else { nil } }
        }
    }

    static var reducer: Reducer<Pair, Event> {
        .combine(
            .scope(state: \.main, event: Event.mainPath, Lookup.reduce),
            .ifLet(state: \.extra, event: Event.extraPath, Lookup.reduce),
            Reducer(Pair.coordinate)
        )
    }

    /// The parent's own part, after its children's: it sees their events.
    private static func coordinate(_ state: inout Pair, _ event: Event) {
        switch event {
        case .openExtra:
            state.extra = Lookup()
        case .closeExtra:
            state.extra = nil
        case .main(.enter):
            state.enters += 1
            if state.extra != nil { Lookup.reduce(&state.extra!, .typed(state.main.query)) }
        case .main, .extra:
            break
        }
    }

    static func feedbacks<S: Scheduler>(service: LookupService, scheduler: S) -> [Store<Pair, Event>.Feedback]
    where S.SchedulerTimeType.Stride == SchedulerStride {
        Lookup.feedbacks(service: service, scheduler: scheduler).map {
            .scope("main", state: \.main, event: Event.main, $0)
        }
            + Lookup.feedbacks(service: service, scheduler: scheduler).map {
                .ifLet("extra", state: \.extra, event: Event.extra, $0)
            }
    }
}
