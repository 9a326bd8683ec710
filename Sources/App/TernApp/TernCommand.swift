import ArgumentParser
import Configuration
import FoundationEssentials

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
              tern users [--open <ID> [--more]] [--sample-users <N>] [<options>]
              tern users <output> [--limit <N>] [--sample-users <N>] [<options>]
              tern weather [<CITY>] [--detail] [--more] [<options>]
              tern weather [<CITY>] <output> [<options>]
            """ + SectionFeatures.usage,
        discussion: """
            tern opens full-screen in your terminal. Without a subcommand it opens Users; Tab switches \
            to Weather. `users` and `weather` jump straight into a section. Options can be given \
            before or after the subcommand.

            Weather is live from Open-Meteo, which needs no key; when it cannot be reached, d \
            shows the bundled sample data (--weather-provider sample chooses it). Users come from \
            a bundled sample until DUMMYAPI_APP_ID is set (dummyapi.io); OPENWEATHER_API_KEY \
            switches weather to openweathermap.org. Keys can also live in the config file (see \
            FILES, and CONFIGURATION in man tern). A provider you name is never swapped for the sample: \
            without its key a report exits 1 naming the key.

            City names are found offline among GeoNames' cities of 15,000 people or more \
            (geonames.org, CC BY 4.0; local names such as Tokyo (東京) also from Unicode CLDR, \
            Unicode licence): type a few letters in Weather's search, choose with ↑/↓ and \
            pick with Enter; nothing goes to the network until a city is picked. CITY may be \
            `City, Region`, `City, CC` or `lat,lon` (tern weather Springfield, Illinois; tern \
            weather 52.52,13.41); a name not in the list goes to Open-Meteo's geocoder.

            For scripts, each section answers once on standard output and exits, without a \
            terminal. <output> is one of --print (a table), --json (one document), --jsonl (a \
            record per line, written as they load) and --format TEMPLATE (a line per record from \
            %-codes, as wttr.in's format=); --fields KEYS keeps only those keys of --json and \
            --jsonl. Each command's --help lists its codes.

            EXAMPLES
              tern                            open Users (Tab: Weather)
              tern users --open sample-0003 --more
                                              a user's detail and more-info sheet
              tern weather "São Paulo" --detail
                                              the forecast detail for São Paulo
              tern weather London --print     the forecast as a table, then exit
              tern users --json --limit 5     five users as JSON, then exit
              tern weather London --format '%l: %c %t'
                                              one line for a status bar
              tern users --jsonl --fields id,email --limit 3
                                              three users' ids and emails, a line each
              tern weather New York --units imperial
                                              °F from Open-Meteo (needs no key)
              tern --weather-provider sample weather Paris
                                              the bundled sample, offline
              tern --openweathermap-url http://127.0.0.1:8080 weather London
                                              use a local mirror or test server

            ENVIRONMENT
              DUMMYAPI_APP_ID                 DummyAPI app id: live users (secret)
              OPENWEATHER_API_KEY             OpenWeatherMap key: live weather (secret)
              TERN_DUMMYAPI_URL               DummyAPI base URL (--dummyapi-url wins)
              TERN_OPENWEATHERMAP_URL         OpenWeatherMap base URL
              TERN_OPEN_METEO_URL             Open-Meteo forecast base URL
              TERN_OPEN_METEO_GEOCODING_URL   Open-Meteo geocoding base URL
            """ + SectionFeatures.environmentHelp + "\n" + """
                  TERN_LOG                        the log file (--log-file wins)
                  XDG_CONFIG_HOME                 config base folder (default ~/.config)
                  XDG_CACHE_HOME                  cache base folder (default ~/.cache)
                  XDG_STATE_HOME                  state base (default ~/.local/state)
                  NO_COLOR                        set, not empty: no colours (the mono theme)
                  COLORTERM                       truecolor or 24bit: 24-bit colour
                  LANG, LC_TIME, LC_NUMERIC       dates, times and decimals (LC_ALL wins)
                  TERM                            terminal type; unset or "dumb": exit 2

                FILES
                  $XDG_CONFIG_HOME/tern/config.toml
                                                  settings (see CONFIGURATION in man tern)
                  $XDG_CONFIG_HOME/tern/themes/NAME.toml
                                                  your themes (tern themes lists them)
                  $XDG_CACHE_HOME/tern/           offline copies of answers; safe to delete
                  $XDG_STATE_HOME/tern/recent-cities.json
                                                  cities searched lately; the first opens next
                  $XDG_STATE_HOME/tern/session.json
                                                  the section and units to start with next time
                  $XDG_STATE_HOME/tern/tern.log   the log, rotated to tern.log.1

                EXIT STATUS
                  0                               success
                  1                               a runtime failure (a report not loaded)
                  2                               a usage error, or no usable terminal
                  130                             interrupted with Ctrl-C
                  128+n                           ended by signal n (HUP, TERM, QUIT)

                SEE ALSO
                  jq(1)                           filters what --json and --jsonl print
                  https://open-meteo.com          the live weather, no key needed
                  https://wttr.in                 where the --format codes come from
                """,
        version: TernVersion.text,
        subcommands: [Users.self, Weather.self] + SectionFeatures.commands + [Keys.self, Themes.self]
    )

    @OptionGroup public var common: CommonOptions

    public init() {}

    /// What the app opens on.
    public var startupRequest: StartupRequest { .home }
}
