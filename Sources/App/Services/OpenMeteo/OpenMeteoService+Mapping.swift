import Domain
import FoundationEssentials

extension OpenMeteoService {
    static func forecast(
        from dto: OpenMeteoForecastDTO,
        location: Location,
        units: Units,
        fetchedAt: Date,
        sourceName: String
    ) -> Forecast {
        var location = location
        location.utcOffsetSeconds = dto.utcOffsetSeconds ?? location.utcOffsetSeconds
        location.timeZoneIdentifier = dto.timezone ?? location.timeZoneIdentifier
        let offset = location.utcOffsetSeconds
        let days = dto.daily.map { daily(of: $0, offset: offset) } ?? []
        return Forecast(
            location: location,
            current: dto.current.flatMap { current(of: $0, days: days, offset: offset) },
            days: days,
            hourly: dto.hourly.map { hourly(of: $0, offset: offset) } ?? [],
            units: units,
            fetchedAt: fetchedAt,
            sourceName: sourceName
        )
    }

    /// Days with a date and both temperatures, in date order; a day whose min or max is null is
    /// left out, and so is a repeated date. A minimum above the maximum is read as the two swapped.
    private static func daily(of series: OpenMeteoSeriesDTO, offset: Int) -> [DailyForecast] {
        series.time.indices.compactMap { index -> DailyForecast? in
            guard let date = LocalDate(iso: series.time[index]),
                let low = series.number("temperature_2m_min", at: index),
                let high = series.number("temperature_2m_max", at: index)
            else { return nil }
            return DailyForecast(
                date: date,
                minTemperature: min(low, high),
                maxTemperature: max(low, high),
                condition: condition(series.number("weather_code", at: index)),
                precipitationProbability: series.number("precipitation_probability_max", at: index).map { $0 / 100 },
                precipitationAmount: series.number("precipitation_sum", at: index),
                windSpeed: series.number("wind_speed_10m_max", at: index),
                windDirection: series.number("wind_direction_10m_dominant", at: index),
                sunrise: instant(series.text("sunrise", at: index), offset: offset),
                sunset: instant(series.text("sunset", at: index), offset: offset)
            )
        }
        .sortedUnique(by: \.date)
    }

    /// Hours with a time and a temperature, in time order; an hour whose temperature is null is
    /// left out, and so is a repeated time.
    private static func hourly(of series: OpenMeteoSeriesDTO, offset: Int) -> [HourlyPoint] {
        series.time.indices.compactMap { index -> HourlyPoint? in
            guard let localTime = OpenMeteoTime.dateTime(series.time[index]),
                let temperature = series.number("temperature_2m", at: index)
            else { return nil }
            return HourlyPoint(
                time: localTime.instant(utcOffsetSeconds: offset),
                localTime: localTime,
                temperature: temperature,
                condition: condition(series.number("weather_code", at: index)),
                precipitationProbability: series.number("precipitation_probability", at: index).map { $0 / 100 }
            )
        }
        .sortedUnique(by: \.time)
    }

    private static func current(of dto: OpenMeteoCurrentDTO, days: [DailyForecast], offset: Int) -> CurrentConditions? {
        guard let localTime = OpenMeteoTime.dateTime(dto.time), let temperature = dto.values["temperature_2m"] else {
            return nil
        }
        let today = days.first { $0.date == localTime.date }
        return CurrentConditions(
            observedAt: localTime.instant(utcOffsetSeconds: offset),
            temperature: temperature,
            feelsLike: dto.values["apparent_temperature"],
            minTemperature: today?.minTemperature,
            maxTemperature: today?.maxTemperature,
            humidity: dto.values["relative_humidity_2m"],
            pressure: dto.values["surface_pressure"] ?? dto.values["pressure_msl"],
            windSpeed: dto.values["wind_speed_10m"],
            windDirection: dto.values["wind_direction_10m"],
            windGust: dto.values["wind_gusts_10m"],
            visibility: dto.values["visibility"],
            cloudCover: dto.values["cloud_cover"],
            precipitation: dto.values["precipitation"],
            sunrise: today?.sunrise,
            sunset: today?.sunset,
            condition: condition(dto.values["weather_code"])
        )
    }

    private static func condition(_ code: Double?) -> WeatherCondition {
        guard let code, let whole = Int(exactly: code) else {
            return WeatherCondition(kind: .other("Unknown"), description: "Unknown")
        }
        return .wmo(whole)
    }

    private static func instant(_ text: String?, offset: Int) -> Date? {
        text.flatMap(OpenMeteoTime.dateTime)?.instant(utcOffsetSeconds: offset)
    }
}
