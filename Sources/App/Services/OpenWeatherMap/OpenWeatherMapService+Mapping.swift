import Domain
import FoundationEssentials

extension OpenWeatherMapService {
    static func forecast(
        from dto: OWMForecastDTO,
        current: CurrentConditions?,
        query: WeatherQuery,
        units: Units,
        fetchedAt: Date,
        sourceName: String
    ) -> Forecast {
        let offset = dto.city.timezone ?? 0
        var location = Location(
            name: dto.city.name ?? query.displayText,
            country: dto.city.country,
            latitude: dto.city.coord?.lat.value ?? 0,
            longitude: dto.city.coord?.lon.value ?? 0,
            utcOffsetSeconds: offset
        )
        if case .location(let known) = query {
            location.adminArea = known.adminArea
            location.timeZoneIdentifier = known.timeZoneIdentifier
        }
        let entries = dto.list.sortedUnique(by: \.dt)
        let slots = entries.map(slot)
        return Forecast(
            location: location,
            current: current,
            days: DailyAggregator.days(from: slots, utcOffsetSeconds: offset),
            hourly: zip(entries, slots).map { entry, slot in
                HourlyPoint(
                    time: slot.time,
                    localTime: LocalDateTime(slot.time, utcOffsetSeconds: offset),
                    temperature: entry.main.temp,
                    condition: slot.condition,
                    precipitationProbability: slot.precipitationProbability
                )
            },
            units: units,
            fetchedAt: fetchedAt,
            sourceName: sourceName
        )
    }

    /// A 3-hour entry as a step for `DailyAggregator`; absent `rain`/`snow` means dry (0 mm).
    /// A minimum above the maximum is read as the two swapped.
    private static func slot(_ entry: OWMForecastEntryDTO) -> ForecastSlot {
        let rain = entry.rain?.threeHours ?? entry.rain?.oneHour ?? 0
        let snow = entry.snow?.threeHours ?? entry.snow?.oneHour ?? 0
        let low = entry.main.tempMin ?? entry.main.temp
        let high = entry.main.tempMax ?? entry.main.temp
        return ForecastSlot(
            time: Date(timeIntervalSince1970: TimeInterval(entry.dt)),
            minTemperature: min(low, high),
            maxTemperature: max(low, high),
            condition: .openWeatherMap(entry.weather.first),
            precipitationProbability: entry.pop,
            precipitationAmount: rain + snow,
            windSpeed: entry.wind?.speed,
            windDirection: entry.wind?.deg
        )
    }

    static func currentConditions(of dto: OWMCurrentDTO) -> CurrentConditions {
        let precipitation = [dto.rain?.oneHour, dto.snow?.oneHour].compactMap { $0 }
        let (low, high) = ordered(dto.main.tempMin, dto.main.tempMax)
        return CurrentConditions(
            observedAt: Date(timeIntervalSince1970: TimeInterval(dto.dt)),
            temperature: dto.main.temp,
            feelsLike: dto.main.feelsLike,
            minTemperature: low,
            maxTemperature: high,
            humidity: dto.main.humidity,
            pressure: dto.main.pressure,
            windSpeed: dto.wind?.speed,
            windDirection: dto.wind?.deg,
            windGust: dto.wind?.gust,
            visibility: dto.visibility,
            cloudCover: dto.clouds?.all,
            precipitation: precipitation.isEmpty ? nil : precipitation.reduce(0, +),
            sunrise: dto.sys?.sunrise.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            sunset: dto.sys?.sunset.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            condition: .openWeatherMap(dto.weather.first)
        )
    }

    /// A minimum and a maximum, swapped when both are given and the minimum is the larger.
    private static func ordered(_ low: Double?, _ high: Double?) -> (Double?, Double?) {
        guard let low, let high, low > high else { return (low, high) }
        return (high, low)
    }

    static func location(of dto: OWMCurrentDTO, fallbackName: String) -> Location {
        Location(
            name: dto.name ?? fallbackName,
            country: dto.sys?.country,
            latitude: dto.coord?.lat.value ?? 0,
            longitude: dto.coord?.lon.value ?? 0,
            utcOffsetSeconds: dto.timezone ?? 0
        )
    }
}
