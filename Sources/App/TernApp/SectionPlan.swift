import AppRuntime
import Configuration
import Domain
import FeatureKit
import PubSub
import Services
import Users
import Weather

/// Which sections the app shows, in Tab order, and which one it opens on: the one place that
/// turns a `StartupRequest` (deep links) into screens, through each feature's configurator.
struct SectionPlan {
    let configuration: AppConfiguration
    let startup: StartupRequest
    let services: LiveServices
    /// Where the Weather section keeps recent cities between runs (the app: a file in the state
    /// folder); the first is the city tern opens on when neither the command line names one.
    let recents: any RecentCitiesStore
    /// The keys the config file's `[keys]` tables bind, for each section's screen and the app's keys.
    var keys = KeyTable()
    /// The Weather section's clock: the system clock (tests pin it, so frames repeat).
    var weatherClock = WeatherClock()

    /// The sections in Tab order, as remembered between runs: Users, Weather, then those features
    /// contribute (`SectionFeatures`).
    static var sectionNames: [RememberedSession.SectionName] {
        [.users, .weather] + SectionFeatures.all.map { RememberedSession.SectionName(rawValue: $0.options.name) }
    }

    /// Users first, Weather second, the contributed sections after them.
    var initialSection: Int {
        switch startup {
        case .home, .users: 0
        case .weather: 1
        case .section(let name):
            Self.sectionNames.firstIndex(of: RememberedSession.SectionName(rawValue: name)) ?? 0
        }
    }

    /// The sections on `scheduler`: the main loop in the app, a virtual-time scheduler in tests. Each
    /// section's screen is made on first use (`Section(title:makeRoot:)`).
    /// `recorder` remembers the units the Weather section shows (its view model's "units" write).
    func makeSections<S: Scheduler>(scheduler: S, recorder: SessionRecorder? = nil) -> [Section] {
        let users = Section(title: "Users", keys: keys.remap(forSection: "users")) { [self] in
            UsersSection(service: services.users, animates: configuration.animation).makeScreen(
                scheduler: scheduler, startup: usersStartup)
        }
        let weather = Section(title: "Weather", keys: keys.remap(forSection: "weather")) { [self] in
            WeatherConfigurator(
                service: services.weather,
                sample: configuration.weatherProvider == .sample ? nil : SampleWeatherService(now: weatherClock.now),
                scheduler: scheduler, recents: recents, clock: weatherClock,
                saveUnits: { units in recorder?.save(units: units) }, animates: configuration.animation,
                gazetteer: configuration.weatherProvider == .sample ? nil : services.gazetteer
            ).makeRootScreen(startup: weatherStartup)
        }
        let contributed = services.sections.map { feature in
            Section(title: type(of: feature).title, keys: keys.remap(forSection: type(of: feature).options.name)) {
                feature.makeScreen(scheduler: scheduler, animates: configuration.animation)
            }
        }
        return [users, weather] + contributed
    }

    /// Where the Users section starts: `tern users --open ID [--more]`, else the list.
    private var usersStartup: UsersStartup {
        guard case .users(let openUserID, let showMoreInfo) = startup else { return UsersStartup() }
        return UsersStartup(openUserID: openUserID, showsMoreInfo: showMoreInfo)
    }

    /// The Weather section opens on the city from the command line, else the last city shown (the
    /// first recent city: that place again), else the configured default city.
    private var weatherStartup: WeatherStartup {
        let lastCity = recents.load().first
        let defaultCity = lastCity == nil ? configuration.defaultCity : nil
        guard case .weather(let city, let detail, let showMoreInfo) = startup else {
            return WeatherStartup(city: defaultCity, recentCity: lastCity, units: configuration.units)
        }
        return WeatherStartup(
            city: city ?? defaultCity,
            recentCity: lastCity,
            opensDetail: detail,
            opensMoreInfo: showMoreInfo,
            units: configuration.units
        )
    }
}
