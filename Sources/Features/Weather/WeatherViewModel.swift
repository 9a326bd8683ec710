import Domain
import PubSub
import ViewModelCore

/// The Weather screen's view model: the kernel's `Store` over `WeatherState` and `WeatherEvent`,
/// reducing with `WeatherReducer` and running four feedbacks on the injected scheduler (the main
/// loop in the app, a `TestScheduler` in tests):
///
/// - "typing" debounces the query, so a search starts once per pause, never per keystroke
///   (`typingPaused`; the reducer ignores a pause on text already searched);
/// - "forecast" runs `state.request` latest only (`WeatherRequestRunner`), so a newer request
///   cancels the older one; the reducer also drops an answer whose id is not the current request's;
/// - "spinner" ticks while a request is under way;
/// - "recents" writes the recent cities to the store whenever they change;
/// - "units" hands the units to `saveUnits` whenever the person toggles them, so the next run
///   starts in them.
///
/// Threading: `send` and `state` belong to the scheduler's thread (the main thread in the app).
public typealias WeatherViewModel = Store<WeatherState, WeatherEvent>

extension WeatherViewModel {
    /// How long typing must pause before a search starts, in seconds.
    public static var debounceSeconds: Double { 0.5 }

    /// - Parameters:
    ///   - service: the provider.
    ///   - scheduler: where answers, pauses and spinner ticks are delivered (the main loop).
    ///   - recents: where recent cities are read from now and written to when they change.
    ///   - units: the units to start in.
    ///   - saveUnits: where the units are remembered each time they change.
    public convenience init<S: Scheduler>(
        service: any WeatherService, scheduler: S, recents: any RecentCitiesStore, units: Units = .metric,
        saveUnits: @escaping (Units) -> Void
    ) {
        let initial = WeatherState(
            units: units, recentCities: Array(recents.load().prefix(WeatherState.recentCitiesLimit)))
        self.init(
            initial: initial, reduce: WeatherReducer.reduce,
            feedbacks: [
                Feedback("typing") { states in
                    states.map(\.query).removeDuplicates().dropFirst()
                        .debounce(for: .seconds(Self.debounceSeconds), scheduler: scheduler)
                        .map(WeatherEvent.typingPaused)
                },
                .request(
                    "forecast", of: \.request, scheduler: scheduler,
                    perform: { request in await WeatherRequestRunner.run(request, with: service) }),
                .timer(
                    "spinner", every: .milliseconds(100), while: { $0.request != nil }, scheduler: scheduler,
                    sending: .spinnerTick),
                .write("recents", \.recentCities) { recents.save($0) },
                .write("units", \.units, to: saveUnits),
            ])
    }

    /// Applies a user intent.
    public func send(_ intent: WeatherIntent) {
        send(.user(intent))
    }
}

extension WeatherViewModel: WeatherViewModeling {}
