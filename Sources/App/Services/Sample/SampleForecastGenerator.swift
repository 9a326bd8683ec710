import Domain
import FoundationEssentials
import Glibc

/// Makes plausible, deterministic forecasts for a `SampleCity`: the same city and day always get
/// the same weather, whatever the time of the request. Works in metric; callers convert.
enum SampleForecastGenerator {
    static let dayCount = 7
    static let hourCount = 48

    static func forecast(for city: SampleCity, now: Date) -> Forecast {
        let location = city.location(at: now)
        let offset = location.utcOffsetSeconds
        let today = LocalDate(now, utcOffsetSeconds: offset)
        let days = (0..<dayCount).map { self.day(today.adding(days: $0), city: city, offset: offset) }
        let hourly = hourlyPoints(from: now, days: days, city: city, offset: offset)
        return Forecast(
            location: location,
            current: current(at: now, today: days[0], hourly: hourly, city: city, offset: offset),
            days: days,
            hourly: hourly,
            units: .metric,
            fetchedAt: now,
            sourceName: SourceNames.sample
        )
    }

    private static func day(_ date: LocalDate, city: SampleCity, offset: Int) -> DailyForecast {
        var random = SeededGenerator(
            seed: SeededGenerator.stableHash(city.name) &+ UInt64(bitPattern: Int64(date.daysSince1970)))
        let season = seasonalFactor(date, latitude: city.latitude)
        let high = city.meanHigh + city.seasonalSwing * season + random.double(in: -3...3)
        let low = min(city.meanLow + city.seasonalSwing * season + random.double(in: -2.5...2.5), high - 2)
        let kind = conditionKind(random.double(in: 0...1), wetness: city.wetness, high: high)
        let (probability, amount) = precipitation(for: kind, random: &random)
        let daylight = daylight(date, city: city, offset: offset, season: season)
        return DailyForecast(
            date: date,
            minTemperature: rounded(low),
            maxTemperature: rounded(high),
            condition: condition(kind),
            precipitationProbability: probability,
            precipitationAmount: amount,
            windSpeed: rounded(city.windiness * random.double(in: 0.5...1.8)),
            windDirection: random.double(in: 0...359).rounded(),
            sunrise: daylight.sunrise,
            sunset: daylight.sunset
        )
    }

    /// +1 at the local summer peak, −1 in midwinter.
    private static func seasonalFactor(_ date: LocalDate, latitude: Double) -> Double {
        let dayOfYear = Double(date.daysSince1970 - LocalDate(year: date.year, month: 1, day: 1).daysSince1970)
        let northern = cos(2 * Double.pi * (dayOfYear - 196) / 365.25)
        return latitude >= 0 ? northern : -northern
    }

    private static func conditionKind(_ roll: Double, wetness: Double, high: Double) -> WeatherCondition.Kind {
        let cold = high < 2
        switch roll {
        case ..<(wetness * 0.12) where high > 18: return .thunderstorm
        case ..<(wetness * 0.55): return cold ? .snow : .rain
        case ..<(wetness * 0.8): return cold ? .snow : .drizzle
        case ..<wetness where wetness > 0.3 && roll > wetness * 0.95: return .fog
        case ..<(wetness + 0.2): return .cloudy
        case ..<(wetness + 0.45): return .partlyCloudy
        default: return .clear
        }
    }

    private static func condition(_ kind: WeatherCondition.Kind) -> WeatherCondition {
        let description =
            switch kind {
            case .clear: "Clear sky"
            case .partlyCloudy: "Partly cloudy"
            case .cloudy: "Overcast"
            case .fog: "Fog"
            case .drizzle: "Light drizzle"
            case .rain: "Moderate rain"
            case .freezingRain: "Freezing rain"
            case .snow: "Light snow"
            case .thunderstorm: "Thunderstorm"
            case .other(let name): name
            }
        return WeatherCondition(kind: kind, description: description)
    }

    private static func precipitation(
        for kind: WeatherCondition.Kind,
        random: inout SeededGenerator
    ) -> (probability: Double, amount: Double) {
        let (chance, amount): (ClosedRange<Double>, ClosedRange<Double>) =
            switch kind {
            case .thunderstorm: (0.7...0.95, 5...25)
            case .rain, .freezingRain: (0.6...0.95, 2...15)
            case .snow: (0.6...0.9, 1...10)
            case .drizzle: (0.35...0.7, 0.2...2)
            case .cloudy, .fog: (0.05...0.3, 0...0)
            case .clear, .partlyCloudy, .other: (0...0.1, 0...0)
            }
        return ((random.double(in: chance) * 100).rounded() / 100, rounded(random.double(in: amount)))
    }

    /// Sunrise and sunset: day length from latitude and season, solar noon from longitude and offset.
    private static func daylight(
        _ date: LocalDate,
        city: SampleCity,
        offset: Int,
        season: Double
    ) -> (sunrise: Date, sunset: Date) {
        let hoursOfDaylight = min(max(12 + city.latitude.magnitude / 66 * 4.5 * season, 5), 20)
        let solarNoonHours = 12 + Double(offset) / 3_600 - city.longitude / 15
        let start = date.start(utcOffsetSeconds: offset)
        let sunrise = start.addingTimeInterval(((solarNoonHours - hoursOfDaylight / 2) * 3_600).rounded())
        let sunset = start.addingTimeInterval(((solarNoonHours + hoursOfDaylight / 2) * 3_600).rounded())
        return (sunrise, sunset)
    }

    private static func hourlyPoints(from now: Date, days: [DailyForecast], city: SampleCity, offset: Int)
        -> [HourlyPoint]
    {
        let firstHour = (now.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600
        return (0..<hourCount).compactMap { step in
            let time = Date(timeIntervalSince1970: firstHour + Double(step) * 3_600)
            let local = LocalDateTime(time, utcOffsetSeconds: offset)
            guard let day = days.first(where: { $0.date == local.date }) else { return nil }
            var random = SeededGenerator(
                seed: SeededGenerator.stableHash(city.name) ^ UInt64(time.timeIntervalSince1970))
            let chance = (day.precipitationProbability ?? 0) * random.double(in: 0.5...1)
            let wetHour = random.double(in: 0...1) < (day.precipitationProbability ?? 0)
            let isWetDay = [.rain, .drizzle, .snow, .thunderstorm].contains(day.condition.kind)
            return HourlyPoint(
                time: time,
                localTime: local,
                temperature: temperature(of: day, hour: Double(local.hour) + Double(local.minute) / 60),
                condition: isWetDay && !wetHour ? condition(.cloudy) : day.condition,
                precipitationProbability: (chance * 100).rounded() / 100
            )
        }
    }

    /// Lowest around 03:00, highest around 15:00.
    private static func temperature(of day: DailyForecast, hour: Double) -> Double {
        let shape = (1 + cos(2 * Double.pi * (hour - 15) / 24)) / 2
        return rounded(day.minTemperature + (day.maxTemperature - day.minTemperature) * shape)
    }

    private static func current(
        at now: Date,
        today: DailyForecast,
        hourly: [HourlyPoint],
        city: SampleCity,
        offset: Int
    ) -> CurrentConditions {
        let local = LocalDateTime(now, utcOffsetSeconds: offset)
        let temperature = temperature(of: today, hour: Double(local.hour) + Double(local.minute) / 60)
        let wind = (today.windSpeed ?? city.windiness) * 0.7
        let wet = (today.precipitationProbability ?? 0) > 0.5
        let foggy = today.condition.kind == .fog
        return CurrentConditions(
            observedAt: Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 600).rounded(.down) * 600),
            temperature: temperature,
            feelsLike: rounded(temperature - wind * (temperature < 10 ? 0.7 : 0.2)),
            minTemperature: today.minTemperature,
            maxTemperature: today.maxTemperature,
            humidity: (45 + city.wetness * 40 + (wet ? 10 : 0)).rounded(),
            pressure: wet ? 1_004 : 1_018,
            windSpeed: rounded(wind),
            windDirection: today.windDirection,
            windGust: rounded(wind * 1.6),
            visibility: foggy ? 600 : (wet ? 6_000 : 10_000),
            cloudCover: cloudCover(today.condition.kind),
            precipitation: wet ? rounded((today.precipitationAmount ?? 0) / 12) : 0,
            sunrise: today.sunrise,
            sunset: today.sunset,
            condition: hourly.first?.condition ?? today.condition
        )
    }

    private static func cloudCover(_ kind: WeatherCondition.Kind) -> Double {
        switch kind {
        case .clear: 5
        case .partlyCloudy: 40
        case .cloudy, .other: 90
        case .fog, .drizzle, .rain, .freezingRain, .snow, .thunderstorm: 100
        }
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
