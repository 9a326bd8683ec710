import Domain
import DomainText
import Foundation

/// What must hold for every value a service returns, however odd the body was: no NaN or infinity
/// (also after a unit conversion), days sorted and unique with min ≤ max, instants and UTC offsets
/// that date arithmetic can handle, and every error carrying a message.
enum FuzzInvariants {
    /// Instants within years 1…9999, which `LocalDate`/`LocalDateTime` can convert without overflow.
    static let plausibleInstants: ClosedRange<Double> = -62_135_596_800...253_402_300_799
    /// Real UTC offsets lie within ±14 h; ISO 8601 allows ±18 h.
    static let plausibleOffsets: ClosedRange<Int> = -64_800...64_800

    static func forecast(_ forecast: Forecast) -> [String] {
        let converted = forecast.converted(to: forecast.units.toggled)
        return values(of: forecast) + values(of: converted).map { "after conversion: \($0)" }
    }

    private static func values(of forecast: Forecast) -> [String] {
        var problems = location(forecast.location)
        for (earlier, later) in zip(forecast.days, forecast.days.dropFirst()) where !(earlier.date < later.date) {
            problems.append("days out of order or repeated: \(earlier.date) then \(later.date)")
        }
        for day in forecast.days {
            problems += finite(
                "day \(day.date)",
                [
                    day.minTemperature, day.maxTemperature, day.precipitationProbability, day.precipitationAmount,
                    day.windSpeed, day.windDirection,
                ])
            if day.minTemperature > day.maxTemperature {
                problems.append("day \(day.date): min \(day.minTemperature) > max \(day.maxTemperature)")
            }
            problems += instants("day \(day.date)", [day.sunrise, day.sunset])
        }
        for (earlier, later) in zip(forecast.hourly, forecast.hourly.dropFirst()) where !(earlier.time < later.time) {
            problems.append("hourly points out of order or repeated: \(earlier.time) then \(later.time)")
        }
        for point in forecast.hourly {
            problems += finite("hour \(point.localTime)", [point.temperature, point.precipitationProbability])
            problems += instants("hour \(point.localTime)", [point.time])
        }
        if let current = forecast.current {
            problems += values(of: current)
        }
        return problems
    }

    static func current(_ current: CurrentConditions) -> [String] {
        let other = current.converted(from: .metric, to: .imperial)
        return values(of: current) + values(of: other).map { "after conversion: \($0)" }
    }

    private static func values(of current: CurrentConditions) -> [String] {
        var problems = finite(
            "current",
            [
                current.temperature, current.feelsLike, current.minTemperature, current.maxTemperature,
                current.humidity, current.pressure, current.windSpeed, current.windDirection, current.windGust,
                current.visibility, current.cloudCover, current.precipitation,
            ])
        if let low = current.minTemperature, let high = current.maxTemperature, low > high {
            problems.append("current: min \(low) > max \(high)")
        }
        problems += instants("current", [current.observedAt, current.sunrise, current.sunset])
        return problems
    }

    static func location(_ location: Location) -> [String] {
        var problems = finite("location \(location.name)", [location.latitude, location.longitude])
        if !plausibleOffsets.contains(location.utcOffsetSeconds) {
            problems.append("location \(location.name): UTC offset \(location.utcOffsetSeconds) s")
        }
        return problems
    }

    static func page(_ page: UserPage) -> [String] {
        var problems = page.users.flatMap(user)
        if page.page < 0 || page.limit < 1 || page.page.multipliedReportingOverflow(by: page.limit).overflow {
            problems.append("page \(page.page) × limit \(page.limit) is not a usable position")
        }
        if let total = page.total, total < 0 {
            problems.append("negative total \(total)")
        }
        return problems
    }

    static func user(_ user: User) -> [String] {
        instants("user \(user.id)", [user.dateOfBirth, user.registerDate])
    }

    /// A thrown error must be the service's typed error, with a message for people.
    static func error(_ error: any Error) -> [String] {
        guard let typed = error as? any UserFacingError else { return ["untyped error \(error)"] }
        return typed.userMessage.isEmpty ? ["error \(typed) has no message"] : []
    }

    private static func finite(_ context: @autoclosure () -> String, _ values: [Double?]) -> [String] {
        values.compactMap { $0 }.filter { !$0.isFinite }.map { "\(context()): non-finite value \($0)" }
    }

    private static func instants(_ context: @autoclosure () -> String, _ dates: [Date?]) -> [String] {
        dates.compactMap { $0 }.filter { !plausibleInstants.contains($0.timeIntervalSince1970) }
            .map { "\(context()): instant \($0.timeIntervalSince1970) outside years 1…9999" }
    }
}
