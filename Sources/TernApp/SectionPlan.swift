import AppRuntime
import Configuration
import Foundation
import Screens
import Services

/// Which sections the app shows, in Tab order, and which one it opens on: the one place that
/// turns a `StartupRequest` (deep links) into screens, through each feature's configurator.
struct SectionPlan {
    let configuration: AppConfiguration
    let startup: StartupRequest
    let services: LiveServices
    /// Where the Weather section keeps its recent cities.
    let cacheDirectory: URL

    /// Users first, Weather second.
    var initialSection: Int {
        switch startup {
        case .home, .users: 0
        case .weather: 1
        }
    }

    func makeSections(mainLoop: MainLoop) -> [Section] {
        [
            Section(
                title: "Users",
                stack: UsersConfigurator(service: services.users, scheduler: mainLoop).makeScreens(
                    startup: usersStartup)
            ),
            Section(
                title: "Weather",
                root: WeatherConfigurator.makeRootScreen(
                    service: services.weather,
                    scheduler: mainLoop,
                    recents: RecentCitiesFileStore(directory: cacheDirectory),
                    startup: weatherStartup
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
