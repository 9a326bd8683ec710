import Domain
import DomainText

extension WeatherFormat {
    /// One line about a day, for the clipboard (`y`): "London, GB · Thu 2 Jul: ☁ Overcast, 12°C to
    /// 18°C, rain 40% chance · 1.2 mm, wind 5 m/s from SW (225°)" — in the units shown, dates and
    /// decimals as `locale` writes them.
    static func daySummary(_ day: DailyForecast, at location: Location, _ units: Units, _ locale: TextLocale) -> String
    {
        let low = temperature(day.minTemperature, units)
        let high = temperature(day.maxTemperature, units)
        let rain = rain(chance: day.precipitationProbability, amount: day.precipitationAmount, units, locale)
        let wind = wind(speed: day.windSpeed, direction: day.windDirection, units)
        return "\(location.displayName) · \(locale.weekdayAndDay(day.date)): "
            + "\(day.condition.symbol) \(day.condition.description), \(low) to \(high), rain \(rain), wind \(wind)"
    }
}
