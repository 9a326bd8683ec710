import Domain
import ListDetail
import PubSub
import ViewModelCore

/// The Weather section's view model: one `Store` over `WeatherState`, the list → detail → sheet
/// component nested in it (decisions 2000, 2002). The list's reducer runs first on its part
/// (`Reducer.scope`), then `WeatherReducer`, which reads the list's events. The list's rows are set
/// by Weather (the days of the report, or the recent cities), so the component runs no effects of
/// its own here; Weather's feedbacks run on the injected scheduler (the main loop in the app, a
/// `TestScheduler` in tests):
///
/// - "typing" debounces the field's text, so a search starts once per pause, never per keystroke
///   (`typingPaused`; the reducer ignores a pause on text already searched, and every pause when
///   the bundled gazetteer's picker is what typing shows, decision 2200);
/// - "forecast" runs `state.request` latest only (`WeatherRequestRunner`), so a newer request
///   cancels the older one; the reducer also drops an answer whose id is not the current request's;
///   once the person chose the bundled sample (`d`, offered when the provider cannot be used), the
///   sample answers;
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

    /// The list's reducer on `list`, then Weather's, which sees the list's events; no gazetteer.
    public static var reducer: Reducer<WeatherState, WeatherEvent> { reducer(places: nil) }

    /// The list's reducer on `list`, then Weather's, picking among the cities `places` finds.
    public static func reducer(places: WeatherReducer.PlaceFinder?) -> Reducer<WeatherState, WeatherEvent> {
        .combine(
            .scope(
                state: \.list, event: WeatherEvent.listPath,
                ListDetailState<WeatherRow, WeatherRow>.reducer(matching: { _, _ in true }).reduce),
            Reducer { state, event in WeatherReducer.reduce(&state, event, places: places) }
        )
    }

    /// - Parameters:
    ///   - service: the provider.
    ///   - sample: the bundled sample, offered with `d` when the provider cannot be used; `nil`
    ///     when the provider is the sample.
    ///   - scheduler: where answers, pauses and spinner ticks are delivered (the main loop).
    ///   - recents: where recent cities are read from now and written to when they change.
    ///   - units: the units to start in.
    ///   - saveUnits: where the units are remembered each time they change.
    ///   - animates: false under `--no-animation`: no spinner ticks.
    ///   - gazetteer: the bundled cities the search field picks among (a live provider); `nil`
    ///     searches on a pause in typing (the sample).
    public convenience init<S: Scheduler>(
        service: any WeatherService, sample: (any WeatherService)? = nil, scheduler: S,
        recents: any RecentCitiesStore, units: Units = .metric, saveUnits: @escaping (Units) -> Void,
        animates: Bool = true, gazetteer: Gazetteer? = nil
    ) {
        var initial = WeatherState(
            units: units, recentCities: Array(recents.load().prefix(WeatherState.recentCitiesLimit)),
            hasSampleFallback: sample != nil)
        initial.list.animates = animates
        self.init(
            initial: initial, reduce: Self.reducer(places: Self.finder(gazetteer)).reduce,
            feedbacks: Self.feedbacks(
                service: service, sample: sample, scheduler: scheduler, recents: recents, saveUnits: saveUnits))
    }

    /// The picker's lookup in `gazetteer`: its best `PlacePicker.limit` places for a text.
    private static func finder(_ gazetteer: Gazetteer?) -> WeatherReducer.PlaceFinder? {
        guard let gazetteer else { return nil }
        return { text in gazetteer.places(for: text, limit: PlacePicker.limit) }
    }

    /// Weather's feedbacks: "typing", "forecast" (from `sample` for a request `fromSample`),
    /// "spinner", "recents" and "units".
    public static func feedbacks<S: Scheduler>(
        service: any WeatherService, sample: (any WeatherService)? = nil, scheduler: S,
        recents: any RecentCitiesStore, saveUnits: @escaping (Units) -> Void
    ) -> [Feedback] {
        [
            Feedback("typing") { states in
                states.map(\.query).removeDuplicates().dropFirst()
                    .debounce(for: .seconds(Self.debounceSeconds), scheduler: scheduler)
                    .map(WeatherEvent.typingPaused)
            },
            .request(
                "forecast", of: \.request, scheduler: scheduler,
                perform: { request in
                    await WeatherRequestRunner.run(request, with: request.fromSample ? sample ?? service : service)
                }),
            .timer(
                "spinner", every: .milliseconds(100), while: { $0.request != nil && $0.list.animates },
                scheduler: scheduler,
                sending: .spinnerTick),
            .write("recents", \.recentCities) { recents.save($0) },
            .write("units", \.units, to: saveUnits),
        ]
    }
}
