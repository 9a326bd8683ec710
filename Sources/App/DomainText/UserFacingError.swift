/// An error that can explain itself to a person in one line, without secrets.
public protocol UserFacingError: Error, Sendable {
    /// One line for the screen, e.g. "DummyAPI rejected the app id — set DUMMYAPI_APP_ID".
    var userMessage: String { get }
    /// True when trying again later may help (network trouble), false when the user must change something.
    var isRetryable: Bool { get }
}
