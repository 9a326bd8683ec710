import Domain

extension ReportJSON {
    /// The `weather --json` document (docs/OUTPUT.md, "Weather").
    static func forecast(_ fetched: Fetched<Forecast>) -> String {
        let forecast = fetched.value
        var object = envelope(source: forecast.sourceName, isCached: fetched.freshness.isCached)
        object["fetched_at"] = instant(forecast.fetchedAt)
        let units = forecast.units
        object["units"] = [
            "system": units.rawValue, "temperature": units.temperatureSymbol, "speed": units.speedSymbol,
            "precipitation": units.precipitationSymbol, "pressure": units.pressureSymbol,
            "visibility": units.distanceSymbol,
        ]
        object["location"] = location(forecast.location)
        object["current"] = orNull(forecast.current.map { current($0, units: units) })
        object["days"] = forecast.days.map { day($0, units: units) }
        object["hourly"] = forecast.hourly.map(hour)
        return text(object)
    }

    private static func location(_ location: Location) -> [String: Any] {
        [
            "name": location.name, "region": orNull(location.adminArea), "country": orNull(location.country),
            "latitude": location.latitude, "longitude": location.longitude,
            "utc_offset_seconds": location.utcOffsetSeconds, "time_zone": orNull(location.timeZoneIdentifier),
        ]
    }

    private static func current(_ current: CurrentConditions, units: Units) -> [String: Any] {
        [
            "observed_at": instant(current.observedAt), "condition": condition(current.condition),
            "temperature": current.temperature, "feels_like": orNull(current.feelsLike),
            "humidity": orNull(current.humidity),
            "pressure": orNull(current.pressure.map { units.pressure(fromHectopascals: $0) }),
            "wind_speed": orNull(current.windSpeed), "wind_direction": orNull(current.windDirection),
            "wind_gust": orNull(current.windGust),
            "visibility": orNull(current.visibility.map { units.distance(fromMetres: $0) }),
            "cloud_cover": orNull(current.cloudCover),
            "precipitation": orNull(current.precipitation.map { units.precipitation(fromMillimetres: $0) }),
            "sunrise": instant(current.sunrise), "sunset": instant(current.sunset),
        ]
    }

    private static func day(_ day: DailyForecast, units: Units) -> [String: Any] {
        [
            "date": day.date.description, "condition": condition(day.condition),
            "min_temperature": day.minTemperature, "max_temperature": day.maxTemperature,
            "precipitation_probability": orNull(day.precipitationProbability),
            "precipitation": orNull(day.precipitationAmount.map { units.precipitation(fromMillimetres: $0) }),
            "wind_speed": orNull(day.windSpeed),
            "wind_direction": orNull(day.windDirection), "sunrise": instant(day.sunrise),
            "sunset": instant(day.sunset),
        ]
    }

    private static func hour(_ point: HourlyPoint) -> [String: Any] {
        [
            "time": instant(point.time), "temperature": point.temperature, "condition": condition(point.condition),
            "precipitation_probability": orNull(point.precipitationProbability),
        ]
    }

    /// `{"kind": "partly_cloudy", "description": "Partly cloudy"}`.
    private static func condition(_ condition: WeatherCondition) -> [String: Any] {
        let kind =
            switch condition.kind {
            case .clear: "clear"
            case .partlyCloudy: "partly_cloudy"
            case .cloudy: "cloudy"
            case .fog: "fog"
            case .drizzle: "drizzle"
            case .rain: "rain"
            case .freezingRain: "freezing_rain"
            case .snow: "snow"
            case .thunderstorm: "thunderstorm"
            case .other: "other"
            }
        return ["kind": kind, "description": condition.description]
    }
}
