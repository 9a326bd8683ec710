import AppRuntime
import Configuration
import Screens

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
            Section(title: "Weather", root: WelcomeScreen.demo(title: "Weather", count: 30)),
        ]
    }
}
