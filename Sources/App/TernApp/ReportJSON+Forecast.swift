import Domain

extension ReportJSON {
    /// The `weather --json` document (docs/OUTPUT.md, "Weather"): the envelope and the forecast.
    static func forecast(_ fetched: Fetched<Forecast>) -> ReportJSONValue {
        let forecast = fetched.value
        var object: [String: Any] = envelope(source: forecast.sourceName, isCached: fetched.freshness.isCached)
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
        return ReportJSONValue(object)
    }

    /// Every key `forecast` writes but the envelope's, dotted for the nested ones (an array's
    /// elements' keys after the array's): what `--fields` accepts.
    static let forecastFields: [String] = {
        let condition = ["condition", "condition.kind", "condition.description"]
        func nested(_ key: String, _ members: [String]) -> [String] { [key] + members.map { "\(key).\($0)" } }
        return ["fetched_at"]
            + nested("units", ["system", "temperature", "speed", "precipitation", "pressure", "visibility"])
            + nested(
                "location",
                ["name", "local_name", "region", "country", "latitude", "longitude", "utc_offset_seconds", "time_zone"])
            + nested(
                "current",
                ["observed_at"] + condition + [
                    "temperature", "feels_like", "humidity", "pressure", "wind_speed", "wind_direction", "wind_gust",
                    "visibility", "cloud_cover", "precipitation", "sunrise", "sunset",
                ])
            + nested(
                "days",
                ["date"] + condition + [
                    "min_temperature", "max_temperature", "precipitation_probability", "precipitation", "wind_speed",
                    "wind_direction", "sunrise", "sunset",
                ])
            + nested("hourly", ["time", "temperature"] + condition + ["precipitation_probability"])
    }()

    private static func location(_ location: Location) -> [String: Any] {
        [
            "name": location.name, "local_name": orNull(location.localName), "region": orNull(location.adminArea),
            "country": orNull(location.country),
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
