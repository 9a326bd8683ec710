import Domain
import DomainText
import ViewModelCore

extension LoadFailure {
    /// The failure that describes a domain error: its message and whether retrying may help.
    public init(_ error: some UserFacingError) {
        self.init(message: error.userMessage, isRetryable: error.isRetryable)
    }
}
