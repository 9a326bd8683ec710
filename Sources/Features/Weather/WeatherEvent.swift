import Domain
import ListDetail
import ViewModelCore

/// Everything that changes Weather state: the list's events (keys, the search field, the panels,
/// `r`), the section's own keys, and what came back from time and the service. Results carry their
/// request's id so a stale answer can be told apart.
public enum WeatherEvent: Equatable, Sendable {
    /// The list → detail → sheet component's event; the feature reads the field's `editFilter`
    /// and `commitFilter`, `present(.open)` on a recent city and `reload` after it.
    case list(ListDetailEvent<WeatherRow, WeatherRow>)
    /// Search for `text` right away, e.g. a deep link `tern weather "Paris"`.
    case search(String)
    /// Open a recent city again, e.g. the last one shown at start: its place by its coordinates
    /// when it is known, else a search for its name.
    case reopen(RecentCity)
    /// `u`: metric ⇄ imperial, converted locally.
    case toggleUnits
    /// Retry after a failure, or reload the city shown (`r` is the list's `reload`).
    case retry
    /// Deep-link extras: open the detail and/or the sheet as soon as a forecast is there.
    case openPanels(detail: Bool, moreInfo: Bool)
    /// `d` after the provider could not be used: show the bundled sample data from now on, and
    /// search the failed request's city in it.
    case useSample
    /// The field's text stayed this for the debounce interval: typing paused (the "typing"
    /// feedback sends it; the reducer searches unless the text is the last search).
    case typingPaused(String)
    /// The loading spinner advances one frame.
    case spinnerTick
    /// The request with this id produced a report.
    case loaded(requestID: Int, WeatherReport)
    /// The request with this id failed.
    case failed(requestID: Int, WeatherError)

    /// Where the list's events sit in Weather's.
    public static var listPath: EventPath<WeatherEvent, ListDetailEvent<WeatherRow, WeatherRow>> {
        EventPath(embed: WeatherEvent.list) { if case .list(let event) = $0 { event } else { nil } }
    }
}
