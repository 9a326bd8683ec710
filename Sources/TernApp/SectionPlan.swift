import AppRuntime
import Configuration
import Networking
import Screens
import Services

/// Which sections the app shows, in Tab order, and which one it opens on: the one place that
/// turns a `StartupRequest` (deep links) into screens, through each feature's configurator.
struct SectionPlan {
    let configuration: AppConfiguration
    let startup: StartupRequest
    let services: LiveServices

    /// Users first, Weather second.
    var initialSection: Int {
        switch startup {
        case .home, .users: 0
        case .weather: 1
        }
    }

    func makeSections(mainLoop: MainLoop) -> [Section] {
        [
            Section(title: "Users", root: WelcomeScreen.demo(title: "Users")),
            Section(
                title: "Weather",
                root: WeatherConfigurator.makeRootScreen(
                    service: services.weather,
                    scheduler: mainLoop,
                    recents: RecentCitiesFileStore(directory: ResponseCache.defaultDirectory()),
                    startup: weatherStartup
                )
            ),
        ]
    }

    /// The Weather section opens on the city from the command line, else the configured default city.
    private var weatherStartup: WeatherStartup {
        guard case .weather(let city, let detail, let showMoreInfo) = startup else {
            return WeatherStartup(city: configuration.defaultCity, units: configuration.units)
        }
        return WeatherStartup(
            city: city ?? configuration.defaultCity,
            opensDetail: detail,
            opensMoreInfo: showMoreInfo,
            units: configuration.units
        )
    }
}
