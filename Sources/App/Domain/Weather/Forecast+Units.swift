extension Forecast {
    /// The same forecast with every temperature and speed converted to `target`, without a request.
    /// Converting back and forth only accumulates floating-point rounding.
    public func converted(to target: Units) -> Forecast {
        guard target != units else { return self }
        var copy = self
        let temperature = { (value: Double) in target.temperature(value, from: units) }
        let speed = { (value: Double) in target.speed(value, from: units) }
        copy.days = days.map { day in
            var day = day
            day.minTemperature = temperature(day.minTemperature)
            day.maxTemperature = temperature(day.maxTemperature)
            day.windSpeed = day.windSpeed.map(speed)
            return day
        }
        copy.hourly = hourly.map { point in
            var point = point
            point.temperature = temperature(point.temperature)
            return point
        }
        copy.current = current?.converted(from: units, to: target)
        copy.units = target
        return copy
    }
}

extension CurrentConditions {
    /// The same conditions with temperatures and speeds converted from `source` to `target` units.
    public func converted(from source: Units, to target: Units) -> CurrentConditions {
        let temperature = { (value: Double) in target.temperature(value, from: source) }
        let speed = { (value: Double) in target.speed(value, from: source) }
        var copy = self
        copy.temperature = temperature(self.temperature)
        copy.feelsLike = feelsLike.map(temperature)
        copy.minTemperature = minTemperature.map(temperature)
        copy.maxTemperature = maxTemperature.map(temperature)
        copy.windSpeed = windSpeed.map(speed)
        copy.windGust = windGust.map(speed)
        return copy
    }
}
