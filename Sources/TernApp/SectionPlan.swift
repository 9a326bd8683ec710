import AppRuntime
import Configuration
import Domain
import PubSub
import Screens
import Services

/// Which sections the app shows, in Tab order, and which one it opens on: the one place that
/// turns a `StartupRequest` (deep links) into screens, through each feature's configurator.
struct SectionPlan {
    let configuration: AppConfiguration
    let startup: StartupRequest
    let services: LiveServices
    /// Where the Weather section keeps recent cities between runs (the app: a file in the cache folder).
    let recents: any RecentCitiesStore
    /// The Weather section's clock: the system clock (tests pin it, so frames repeat).
    var weatherClock = WeatherClock()

    /// Users first, Weather second.
    var initialSection: Int {
        switch startup {
        case .home, .users: 0
        case .weather: 1
        }
    }

    /// The sections on `scheduler`: the main loop in the app, a virtual-time scheduler in tests.
    func makeSections<S: Scheduler>(scheduler: S) -> [Section] {
        [
            Section(
                title: "Users",
                stack: UsersConfigurator(service: services.users, scheduler: scheduler).makeScreens(
                    startup: usersStartup)
            ),
            Section(
                title: "Weather",
                root: WeatherConfigurator.makeRootScreen(
                    service: services.weather,
                    scheduler: scheduler,
                    recents: recents,
                    startup: weatherStartup,
                    clock: weatherClock
                )
            ),
        ]
    }

    /// Where the Users section starts: `tern users --open ID [--more]`, else the list.
    private var usersStartup: UsersStartup {
        guard case .users(let openUserID, let showMoreInfo) = startup else { return UsersStartup() }
        return UsersStartup(openUserID: openUserID, showsMoreInfo: showMoreInfo)
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
