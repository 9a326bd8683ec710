import Domain
import DomainText
import FoundationEssentials
import Widgets

/// The body of the more-info sheet: every field known for the selected day — and for the current
/// conditions when the day is today — then, under a heading, where the data came from and when.
/// Fields the provider did not send are left out; those only the current conditions have
/// (pressure, humidity…) are named once, on one line, for a day other than today. Times say whose
/// clock they are: the city's, or "your time" for the fetch.
struct WeatherMoreInfo {
    var report: WeatherReport
    var units: Units
    var selection: Int
    /// Today on the city's own calendar.
    var today: LocalDate
    /// The user's time zone, for the time of fetch.
    var userTimeZone: TimeZoneRules
    /// How dates, times and decimals are written.
    var locale: TextLocale

    var title: String {
        guard let day else { return "More info" }
        return "More info — \(report.location.shownName), \(locale.weekdayAndDay(day.date))"
    }

    private var forecast: Forecast { report.forecast(in: units) }

    private var day: DailyForecast? {
        forecast.days.indices.contains(selection) ? forecast.days[selection] : nil
    }

    var rows: [DetailRow] {
        let forecast = forecast
        let location = forecast.location
        let now = day?.date == today ? forecast.current : nil
        var rows: [DetailRow] = []
        if let now {
            rows += [
                .heading("Now, \(WeatherFormat.localTime(now.observedAt, at: location, locale)) city time"),
                .field("Condition", "\(now.condition.symbol) \(now.condition.description)"),
                .field(
                    "Temperature",
                    WeatherFormat.temperature(now.temperature, units) + ", feels like "
                        + WeatherFormat.temperature(now.feelsLike, units)),
            ]
        } else if let day {
            rows += [
                .heading(locale.weekdayAndDay(day.date)),
                .field("Condition", "\(day.condition.symbol) \(day.condition.description)"),
            ]
        }
        if let day {
            rows += [
                .field(
                    "Low / high",
                    WeatherFormat.temperature(day.minTemperature, units) + " / "
                        + WeatherFormat.temperature(day.maxTemperature, units)),
                .field(
                    "Rain",
                    WeatherFormat.rain(
                        chance: day.precipitationProbability, amount: day.precipitationAmount, units, locale)),
            ]
        }
        let conditions: [DetailRow] = [
            .field("Pressure", WeatherFormat.pressure(now?.pressure, units, locale)),
            .field("Humidity", WeatherFormat.percent(now?.humidity)),
            .field("Visibility", WeatherFormat.visibility(now?.visibility, units, locale)),
            .field("Cloud cover", WeatherFormat.percent(now?.cloudCover)),
            .field(
                "Wind",
                WeatherFormat.wind(
                    speed: now?.windSpeed ?? day?.windSpeed, direction: now?.windDirection ?? day?.windDirection, units)
            ),
            .field("Gusts", WeatherFormat.speed(now?.windGust, units)),
            .field(
                "Sun",
                WeatherFormat.sun(
                    rise: day?.sunrise ?? now?.sunrise, set: day?.sunset ?? now?.sunset, at: location, locale)),
        ]
        rows += conditions.filter { !Self.isMissing($0) }
        if now == nil {
            rows += [.blank, .text(Self.onlyTodayNote)]
        }
        rows += [
            .blank,
            .heading("Source"),
            .field("Place", location.displayName),
            .field("Coordinates", WeatherFormat.coordinates(of: location, locale)),
            .field("Time zone", location.utcOffsetText + (location.timeZoneIdentifier.map { " (\($0))" } ?? "")),
            .field("Data source", forecast.sourceName),
            .field(
                "Fetched",
                locale.dayAndTime(forecast.fetchedAt, in: userTimeZone) + " your time" + freshnessNote),
        ]
        return rows.filter { !Self.isMissing($0) }
    }

    /// Said once for a day other than today, instead of a column of "N/A".
    static let onlyTodayNote = "Pressure, humidity, visibility, cloud cover, gusts: today only."

    private static func isMissing(_ row: DetailRow) -> Bool {
        if case .field(_, let value) = row { return value == WeatherFormat.missing || value.isEmpty }
        return false
    }

    private var freshnessNote: String {
        report.freshness.isCached ? " (offline cache)" : ""
    }
}
