import Domain
import ListDetail
import PubSub
import Widgets

/// Builds the Weather section's screen — the list → detail → sheet component's `ListDetailScreen`
/// with Weather's slots — with its view model, the service, the scheduler, the recent-cities store
/// and the clock: the one place that knows how they fit together (the composition root calls
/// `makeRootScreen`).
///
/// Threading: main thread only (it creates a view model bound to the main-loop scheduler).
public struct WeatherConfigurator {
    private let makeViewModel: (Units) -> WeatherViewModel
    private let sourceName: String
    private let offeredCities: [String]?
    private let sample: (any WeatherService)?
    private let clock: WeatherClock
    private let picks: Bool

    /// - Parameters:
    ///   - service: the provider (sample, OpenWeatherMap, Open-Meteo).
    ///   - sample: the bundled sample, offered with `d` when a live provider cannot be used (offline,
    ///     no key); `nil` when `service` is the sample.
    ///   - scheduler: where state changes and effects run (the main loop in the app).
    ///   - recents: where recent cities are kept between runs.
    ///   - clock: the clock and time zone for the header and "data from" times.
    ///   - saveUnits: where the units are remembered each time the person toggles them.
    ///   - animates: false under `--no-animation`: no spinner, a static text instead.
    ///   - gazetteer: the bundled cities typing picks among (a live provider); `nil` for the sample.
    public init<S: Scheduler>(
        service: any WeatherService, sample: (any WeatherService)? = nil, scheduler: S,
        recents: any RecentCitiesStore, clock: WeatherClock = WeatherClock(), saveUnits: @escaping (Units) -> Void,
        animates: Bool = true, gazetteer: Gazetteer? = nil
    ) {
        makeViewModel = { units in
            WeatherViewModel(
                service: service, sample: sample, scheduler: scheduler, recents: recents, units: units,
                saveUnits: saveUnits, animates: animates, gazetteer: gazetteer)
        }
        picks = gazetteer != nil
        sourceName = service.sourceName
        offeredCities = service.offeredCities
        self.sample = sample
        self.clock = clock
    }

    /// The Weather screen, already searching `startup.city` when one is given, else opening
    /// `startup.recentCity` again.
    public func makeRootScreen(startup: WeatherStartup = WeatherStartup()) -> ListDetailScreen<WeatherRow, WeatherRow> {
        let viewModel = makeViewModel(startup.units)
        if let city = startup.city, !city.isEmpty {
            viewModel.send(.search(city))
        } else if let recent = startup.recentCity {
            viewModel.send(.reopen(recent))
        }
        if startup.opensDetail || startup.opensMoreInfo {
            viewModel.send(.openPanels(detail: startup.opensDetail, moreInfo: startup.opensMoreInfo))
        }
        return Self.screen(
            of: viewModel, sourceName: sourceName, offeredCities: offeredCities, sample: sample, clock: clock,
            picks: picks)
    }

    /// The section's own keys, as its slots give them to the component (`tern keys`, docs/KEYS.md
    /// and the man page list them).
    public static var keyBindings: [KeyBinding] { WeatherSlots.keyBindings }

    /// The screen of `viewModel`: the component's, on the view model's list, with Weather's slots.
    /// - Parameters:
    ///   - sourceName: the provider's name, shown until a forecast names its own source.
    ///   - offeredCities: every city the provider knows, when it is a short list (sample data).
    ///   - sample: the bundled sample the view model may switch to: its name and cities are shown then.
    ///   - clock: the clock for the city's local time and the user's time zone.
    ///   - picks: true when the view model picks among the gazetteer's cities (`o` opens the picker).
    public static func screen(
        of viewModel: WeatherViewModel, sourceName: String, offeredCities: [String]? = nil,
        sample: (any WeatherService)? = nil, clock: WeatherClock = WeatherClock(), picks: Bool = false
    ) -> ListDetailScreen<WeatherRow, WeatherRow> {
        ListDetailScreen(
            store: viewModel.scope(state: \.list, event: WeatherEvent.list),
            slots: WeatherSlots.make(
                store: viewModel, source: WeatherSlots.Source(name: sourceName, offeredCities: offeredCities),
                sample: sample.map { WeatherSlots.Source(name: $0.sourceName, offeredCities: $0.offeredCities) },
                clock: clock, picks: picks))
    }
}
