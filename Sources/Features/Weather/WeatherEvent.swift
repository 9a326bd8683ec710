import Domain

/// Everything that changes Weather state: the user's intents, and what came back from time and
/// the service. Results carry their request's id so a stale answer can be told apart.
public enum WeatherEvent: Equatable, Sendable {
    /// The user did something.
    case user(WeatherIntent)
    /// The query stayed this text for the debounce interval: typing paused (the view model's
    /// "typing" feedback sends it; the reducer searches unless the text is the last search).
    case typingPaused(String)
    /// The loading spinner advances one frame.
    case spinnerTick
    /// The request with this id produced a report.
    case loaded(requestID: Int, WeatherReport)
    /// The request with this id failed.
    case failed(requestID: Int, WeatherError)
}
