import Domain
import PubSub
import ViewModels

/// Builds the Weather section's screen: its view model over a weather service, wired to the
/// scheduler the app runs on, the recent-cities store and a deep link's startup options.
///
/// The only place that constructs the Weather view model; the composition root calls it.
public enum WeatherConfigurator {
    /// The Weather screen, already searching `startup.city` when one is given.
    ///
    /// - Parameters:
    ///   - service: the provider (sample, OpenWeatherMap, Open-Meteo).
    ///   - scheduler: where state changes and effects run (the main loop in the app).
    ///   - recents: where recent cities are kept between runs.
    ///   - startup: the deep link: a city, `--detail`, `--more`, the units.
    ///   - clock: the clock and time zone for the header and "data from" times.
    public static func makeRootScreen<S: Scheduler>(
        service: any WeatherService,
        scheduler: S,
        recents: any RecentCitiesStore,
        startup: WeatherStartup = WeatherStartup(),
        clock: WeatherClock = WeatherClock()
    ) -> WeatherScreen {
        let viewModel = WeatherViewModel(service: service, scheduler: scheduler, recents: recents, units: startup.units)
        if let city = startup.city, !city.isEmpty {
            viewModel.send(.search(city))
        }
        if startup.opensDetail || startup.opensMoreInfo {
            viewModel.send(.openPanels(detail: startup.opensDetail, moreInfo: startup.opensMoreInfo))
        }
        return WeatherScreen(
            viewModel: viewModel, sourceName: service.sourceName, offeredCities: service.offeredCities, clock: clock)
    }
}
