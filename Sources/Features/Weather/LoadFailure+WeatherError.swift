import Domain
import DomainText
import ViewModelCore

extension LoadFailure {
    /// The failure that describes a Weather error: its message and whether retrying may help.
    init(_ error: WeatherError) {
        self.init(message: error.userMessage, isRetryable: error.isRetryable)
    }
}
