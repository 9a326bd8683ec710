/// What to load weather for: a city name as typed (the provider resolves it) or a location already
/// found with `WeatherService.findCity`.
public enum WeatherQuery: Hashable, Sendable {
    case city(String)
    case location(Location)
}
