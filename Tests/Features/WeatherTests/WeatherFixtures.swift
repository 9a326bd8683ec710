import AppRuntime
import Domain
import Foundation
import ListDetail
import PubSub
import TerminalCore
import TerminalTestSupport
import ViewModelCore

@testable import Weather

/// Hand-made forecasts for the Weather screen tests: deterministic, with hostile names.
enum WeatherFixtures {
    /// Tue 24 Nov 2026, 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_510_800)
    static let clock = WeatherClock.fixed(now)

    static let paris = Location(
        name: "Paris", country: "France", adminArea: "Île-de-France", latitude: 48.8534, longitude: 2.3488,
        utcOffsetSeconds: 3_600, timeZoneIdentifier: "Europe/Paris")
    static let tokyo = Location(
        name: "東京", country: "日本", latitude: 35.6895, longitude: 139.6917, utcOffsetSeconds: 32_400,
        timeZoneIdentifier: "Asia/Tokyo")
    /// Tokyo as the gazetteer names it: the English name, then the local one (decision 2250).
    static let tokyoWithLocalName = Location(
        name: "Tokyo", localName: "東京", country: "Japan", adminArea: "Tokyo", latitude: 35.6895, longitude: 139.6917,
        utcOffsetSeconds: 32_400, timeZoneIdentifier: "Asia/Tokyo")
    static let saoPaulo = Location(
        name: "São Paulo", country: "Brasil", adminArea: "São Paulo", latitude: -23.5475, longitude: -46.6361,
        utcOffsetSeconds: -10_800)

    private static let conditions: [WeatherCondition] = [
        WeatherCondition(kind: .rain, description: "Light rain"),
        WeatherCondition(kind: .partlyCloudy, description: "Few clouds"),
        WeatherCondition(kind: .clear, description: "Clear sky"),
        WeatherCondition(kind: .snow, description: "Snow"),
        WeatherCondition(kind: .other("Tornado"), description: "Tornado"),
        WeatherCondition(kind: .thunderstorm, description: "Thunderstorm with heavy rain and hail"),
    ]

    /// Six days from the location's "today" at `now`, 3-hourly points, current conditions.
    static func forecast(
        for location: Location = paris, units: Units = .metric, source: String = "sample data", days count: Int = 6
    ) -> Forecast {
        let today = LocalDate(now, utcOffsetSeconds: location.utcOffsetSeconds)
        let days = (0..<count).map { index in
            let date = today.adding(days: index)
            return DailyForecast(
                date: date, minTemperature: -2.4 + Double(index), maxTemperature: 7.6 + Double(index * 2 % 5),
                condition: conditions[index % conditions.count],
                precipitationProbability: index == 2 ? nil : Double(index * 17 % 100) / 100,
                precipitationAmount: index == 2 ? nil : Double(index) * 1.3, windSpeed: 3.2 + Double(index),
                windDirection: Double(index * 50),
                sunrise: date.start(utcOffsetSeconds: location.utcOffsetSeconds) + 27_000,
                sunset: date.start(utcOffsetSeconds: location.utcOffsetSeconds) + 60_300)
        }
        let hourly = (0..<(count * 8)).map { step in
            let time = today.start(utcOffsetSeconds: location.utcOffsetSeconds) + TimeInterval(step * 10_800)
            return HourlyPoint(
                time: time, localTime: LocalDateTime(time, utcOffsetSeconds: location.utcOffsetSeconds),
                temperature: 2 + 5 * sin(Double(step) * .pi / 4), condition: conditions[step % 3],
                precipitationProbability: 0.1)
        }
        let current = CurrentConditions(
            observedAt: now, temperature: 4.6, feelsLike: 1.9, minTemperature: -2.4, maxTemperature: 7.6, humidity: 81,
            pressure: 1_012, windSpeed: 4.1, windDirection: 200, windGust: 9.3, visibility: 10_000, cloudCover: 75,
            precipitation: 0.4, sunrise: days[0].sunrise, sunset: days[0].sunset, condition: conditions[0])
        return Forecast(
            location: location, current: current, days: days, hourly: hourly, units: units,
            fetchedAt: now - 600, sourceName: source)
    }

    static func report(
        for location: Location = paris, freshness: Freshness = .live, otherMatches: Int = 0
    ) -> WeatherReport {
        WeatherReport(forecast: forecast(for: location), freshness: freshness, otherMatches: otherMatches)
    }
}

/// The Weather screen: the component's, with Weather's rows.
typealias WeatherScreen = ListDetailScreen<WeatherRow, WeatherRow>

/// What a Weather screen test expects a key or a click to send, in the words of the old intents:
/// the component's events and Weather's own, named by what they ask for.
enum Sent: Equatable {
    case focusSearch, leaveSearch, submitQuery, activate, closeDetail, toggleMoreInfo, closeMoreInfo
    case toggleUnits, retry
    case editQuery(String)
    case moveSelection(ListCursor.Move)

    /// What `event` asks for; `nil` for what the screen tells the state about the frame.
    init?(_ event: WeatherEvent) {
        switch event {
        case .list(.openFilter): self = .focusSearch
        case .list(.clearFilter): self = .leaveSearch
        case .list(.commitFilter): self = .submitQuery
        case .list(.editFilter(let field)): self = .editQuery(field.text)
        case .list(.move(let move)): self = .moveSelection(move)
        case .list(.present(.open)): self = .activate
        case .list(.present(.back)), .list(.present(.closeDetail)): self = .closeDetail
        case .list(.present(.toggleSheet)): self = .toggleMoreInfo
        case .list(.present(.closeSheet)): self = .closeMoreInfo
        case .list(.reload), .retry: self = .retry
        case .toggleUnits: self = .toggleUnits
        default: return nil
        }
    }
}

/// A Weather view model on a given state with no feedbacks, recording every event it is sent;
/// when `appliesIntents`, the events are reduced too (so key sequences can be followed).
final class RecordingWeatherViewModel {
    private final class Log: @unchecked Sendable {
        var events: [WeatherEvent] = []
    }

    /// The store the screen sends to.
    let store: WeatherViewModel
    private let log = Log()

    init(_ state: WeatherState = WeatherState(), appliesIntents: Bool = false) {
        let log = log
        store = WeatherViewModel(
            initial: state,
            reduce: { state, event in
                log.events.append(event)
                if appliesIntents { WeatherViewModel.reducer.reduce(&state, event) }
            })
    }

    /// The state now.
    var state: WeatherState { store.state }

    /// What the screen asked for, in order (not what it told the state about its frames).
    var intents: [Sent] { log.events.compactMap(Sent.init) }
}

/// The Weather screen on `viewModel`'s store, as the configurator builds it.
func weatherScreen(
    _ viewModel: RecordingWeatherViewModel, offeredCities: [String]? = nil, picks: Bool = false
) -> ListDetailScreen<WeatherRow, WeatherRow> {
    WeatherConfigurator.screen(
        of: viewModel.store, sourceName: "sample data", offeredCities: offeredCities, clock: WeatherFixtures.clock,
        picks: picks)
}

/// `screen` laid out and drawn into a fresh buffer of the given size, as the runtime draws a frame.
func render(_ screen: ListDetailScreen<WeatherRow, WeatherRow>, width: Int, height: Int) -> Buffer {
    var buffer = Buffer(size: Size(width: width, height: height))
    screen.layout(in: buffer.area)
    screen.render(into: &buffer, area: buffer.area)
    return buffer
}

/// A frame exactly as tern draws it with `screen` as the Weather section's, beside a Users section
/// (only its title shows, so another Weather screen stands in for it): the app runtime composes it.
func frame(ofWeather screen: ListDetailScreen<WeatherRow, WeatherRow>, size: Size, theme: Theme = .default) -> Buffer {
    let users = weatherScreen(RecordingWeatherViewModel())
    let app = App(
        name: "tern", terminal: InMemoryTerminal(size: size),
        sections: [Section(title: "Users", root: users), Section(title: "Weather", root: screen)], initialSection: 1)
    app.theme = theme
    return app.renderFrame()
}
