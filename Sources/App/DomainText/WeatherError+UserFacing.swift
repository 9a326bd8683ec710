import Domain

/// What a person reads about a WeatherError: one line, without secrets.
extension WeatherError: UserFacingError {
    public var userMessage: String {
        switch self {
        case .missingAPIKey(let provider, let variable, let configKey):
            "\(provider) needs an API key — set \(variable) or \(configKey) in config.toml, "
                + "or use --weather-provider sample"
        case .invalidAPIKey(let provider, let origin):
            "\(provider) rejected the API key set in \(origin.text) — check it"
        case .cityNotFound(let name):
            "No city called \"\(name)\""
        case .nothingToGeocode:
            "Type a city name to search"
        case .rateLimited(let seconds):
            TransportMessage.rateLimited(retryAfterSeconds: seconds)
        case .unreachable(let host):
            TransportMessage.unreachable(host: host)
        case .timeout(let seconds):
            TransportMessage.timeout(seconds: seconds)
        case .server(let status, let message):
            TransportMessage.server("weather server", status: status, message: message)
        case .badResponse:
            TransportMessage.badResponse("weather server", expected: "weather data")
        case .tooLarge(let limitBytes):
            TransportMessage.tooLarge("weather server", limitBytes: limitBytes)
        case .invalidRequest(let reason):
            TransportMessage.invalidRequest(reason)
        case .transport(let problem):
            problem.message(server: "weather server")
        case .cancelled:
            "Cancelled"
        }
    }
}
