import Domain
import FoundationEssentials

/// One time step of a provider's forecast (an OpenWeatherMap 3-hour entry), before grouping into days.
struct ForecastSlot: Equatable {
    var time: Date
    var minTemperature: Double
    var maxTemperature: Double
    var condition: WeatherCondition
    var precipitationProbability: Double?
    /// Precipitation during the step in millimetres (rain plus snow); nil when the provider says nothing.
    var precipitationAmount: Double?
    var windSpeed: Double?
    var windDirection: Double?
}
