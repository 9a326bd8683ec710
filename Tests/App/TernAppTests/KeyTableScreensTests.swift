import AppRuntime
import Configuration
import DomainTestSupport
import Foundation
import PubSubTestSupport
import Services
import TerminalCore
import Testing
import Widgets

@testable import TernApp

/// `KeyTable` lists what the screens dispatch: on the real sections (sample services, an in-memory
/// terminal), every binding the status bar and `?` show — by default and with `[keys]` lines — is
/// in `tern keys`' table with the same keys and actions, for the app's keys and each section's.
@Suite struct KeyTableScreensTests {
    private static let lines = [
        ConfiguredKeys(section: nil, action: "down", keys: [.character("n"), .control("n")], line: 2),
        ConfiguredKeys(section: nil, action: "quit", keys: [.character("x")], line: 3),
        ConfiguredKeys(section: "users", action: "copy_email", keys: [.character("e")], line: 5),
        ConfiguredKeys(section: "weather", action: "units", keys: [.character("U")], line: 7),
        ConfiguredKeys(section: "movies", action: "more_info", keys: [.character("M")], line: 9),
    ]

    @Test(arguments: [false, true]) func everyBindingOnScreenIsInTheTable(bound: Bool) throws {
        let keys = KeyTable(configured: bound ? Self.lines : [])
        let plan = SectionPlan(
            configuration: AppConfiguration(), startup: .home,
            services: LiveServices(users: SampleUsersService(), weather: SampleWeatherService(now: { Date() })),
            recents: InMemoryRecentCitiesStore(), keys: keys)
        let app = App(
            name: TernLaunch.appName, terminal: InMemoryTerminal(size: Size(width: 120, height: 40)),
            sections: plan.makeSections(scheduler: TestScheduler()))
        let listed = keys.groups.flatMap(\.bindings).map(Self.signature)
        for _ in app.sections.indices {
            _ = app.renderFrame()
            let shown = app.topScreen.keyBindings + app.globalBindings
            #expect(!shown.isEmpty)
            for binding in shown {
                #expect(
                    listed.contains(Self.signature(binding)),
                    "\(app.currentSection.title): \(binding.keyText) \(binding.label) is not in tern keys")
            }
            app.process(.tab)
        }
        if bound {
            #expect(
                listed.contains(
                    Self.signature(
                        KeyBinding(
                            keys: [.character("e")], label: "", help: "", action: "copy_email"))))
        }
    }

    /// What a listing must match: the keys and their actions.
    private static func signature(_ binding: KeyBinding) -> [String] {
        zip(binding.keys, binding.actions).map { "\($0.0) \($0.1)" }
    }
}
