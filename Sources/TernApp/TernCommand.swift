import ArgumentParser
import Configuration
import Foundation

/// The `tern` command line: parses arguments into a `TernLaunch` (`parseLaunchOrExit()`), which
/// resolves `AppConfiguration` and prepares the section to open.
///
/// `tern` opens the home screen, `tern users` the Users section, `tern weather [CITY]` the Weather section.
public struct TernCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tern",
        abstract: "A terminal app for people and weather: browse users, check forecasts.",
        usage: """
            tern [<options>]
              tern users [--open <ID>] [--more] [--sample-users <N>] [<options>]
              tern weather [<CITY>] [--detail] [--more] [<options>]
            """,
        discussion: """
            tern opens full-screen in your terminal. Without a subcommand it opens Users; Tab switches \
            to Weather. `users` and `weather` jump straight into a section.

            Without API keys tern uses bundled sample data. Set DUMMYAPI_APP_ID for live users \
            (dummyapi.io) and OPENWEATHER_API_KEY for live weather (openweathermap.org), or choose \
            --weather-provider open-meteo, which needs no key. Keys can also live in \
            $XDG_CONFIG_HOME/tern/config.toml (default ~/.config/tern/config.toml); see docs/CONFIGURATION.md. \
            Options can be given before or after the subcommand.

            Examples:
              tern                                  open Users (Tab: Weather)
              tern users --open 60d0fe4f5311236168a109ca
                                                    open one user's detail
              tern weather "São Paulo" --detail     forecast detail for São Paulo
              tern weather --units imperial --weather-provider open-meteo
                                                    Fahrenheit, from Open-Meteo (no key)
              tern --openweathermap-url http://127.0.0.1:8080 weather London
                                                    use a local mirror or test server
            """,
        version: "0.1.0",
        subcommands: [Users.self, Weather.self]
    )

    @OptionGroup public var common: CommonOptions

    public init() {}

    /// What the app opens on.
    public var startupRequest: StartupRequest { .home }
}
