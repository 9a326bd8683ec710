import Domain
import ViewModelCore

/// Where the Weather screen is in its load cycle; each case is one of the screen's states.
///
/// `loading` and `failed` keep the last report so a reload can keep showing it. "No such city"
/// is a case of its own, not a failure: it is the user's typo, not something to retry.
public enum WeatherPhase: Equatable, Sendable {
    /// Nothing searched yet, or the field was cleared: "type a city" and the recent cities.
    case idle
    /// A request is under way; `last` is the report still shown during a reload.
    case loading(WeatherRequest.Kind, last: WeatherReport?)
    /// A forecast is on screen (live or from the offline cache, see `WeatherReport.freshness`).
    case loaded(WeatherReport)
    /// The search matched no place.
    case notFound(String)
    /// The load failed; `retry` is what `r` asks again, `last` the report still shown if any.
    case failed(LoadFailure, retry: WeatherRequest.Kind, last: WeatherReport?)

    /// The report on screen: the loaded one or the one kept while reloading or after a failure.
    public var report: WeatherReport? {
        switch self {
        case .idle, .notFound: nil
        case .loading(_, let last): last
        case .loaded(let report): report
        case .failed(_, _, let last): last
        }
    }

    /// True while a request is under way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
