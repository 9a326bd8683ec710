import Domain
import PresentationModel
import ViewModelCore

/// Everything the Weather screen shows, as one value: the search field's text and focus, the
/// load phase, the selected day, which panels are open, the units, and the recent cities.
///
/// Changed only by `WeatherReducer.reduce`; equal states draw identical frames.
public struct WeatherState: Equatable, Sendable {
    /// The search field's text, exactly as typed.
    public var query: String
    /// True while keys go to the search field.
    public var isSearchFocused: Bool
    /// Where the load is: idle, loading, loaded, not found, failed.
    public var phase: WeatherPhase
    /// The request that should be under way; nil when none is (the effects cancel any other).
    public var request: WeatherRequest?
    /// The id the next request gets.
    public var nextRequestID: Int
    /// The trimmed text of the last search started, so a pause on the same text does not search again.
    public var lastSearch: String?
    /// The selected day, or the selected recent city while idle.
    public var cursor: ListCursor
    /// Units the screen shows; the report keeps the units it was fetched in.
    public var units: Units
    /// What shows: the days, the "weather today"/selected-day detail, the more-info sheet.
    public var presentation: Presentation
    /// Names of the last successful searches, newest first, at most `recentCitiesLimit`.
    public var recentCities: [String]
    /// The loading spinner's frame; advances only while a request is under way.
    public var spinnerFrame: Int

    /// How many recent cities are remembered.
    static let recentCitiesLimit = 8

    /// A state with the given parts; the defaults are the idle start.
    public init(
        query: String = "",
        isSearchFocused: Bool = false,
        phase: WeatherPhase = .idle,
        request: WeatherRequest? = nil,
        nextRequestID: Int = 1,
        lastSearch: String? = nil,
        cursor: ListCursor = ListCursor(),
        units: Units = .metric,
        isDetailOpen: Bool = false,
        isMoreInfoShown: Bool = false,
        recentCities: [String] = [],
        spinnerFrame: Int = 0
    ) {
        self.query = query
        self.isSearchFocused = isSearchFocused
        self.phase = phase
        self.request = request
        self.nextRequestID = nextRequestID
        self.lastSearch = lastSearch
        self.cursor = cursor
        self.units = units
        self.presentation = Presentation(isDetailOpen: isDetailOpen, isSheetOpen: isMoreInfoShown)
        self.recentCities = recentCities
        self.spinnerFrame = spinnerFrame
    }

    /// The report on screen, if any.
    public var report: WeatherReport? { phase.report }

    /// The forecast on screen in the chosen units.
    public var forecast: Forecast? { report?.forecast(in: units) }

    /// True when the list shows recent cities rather than days.
    public var isOfferingRecentCities: Bool {
        phase == .idle && !recentCities.isEmpty
    }

    /// Rows of the list the cursor moves through: the days shown, or the recent cities while idle.
    public var rowCount: Int {
        if let report { return report.forecast.days.count }
        return phase == .idle ? recentCities.count : 0
    }

    /// The selected day of the forecast on screen, in the chosen units.
    public var selectedDay: DailyForecast? {
        guard let days = forecast?.days, days.indices.contains(cursor.selection) else { return nil }
        return days[cursor.selection]
    }

    /// The "weather today"/selected-day detail is open (the presentation's detail).
    public var isDetailOpen: Bool {
        get { presentation.isDetailOpen }
        set { presentation.isDetailOpen = newValue }
    }

    /// The more-info sheet is open (the presentation's sheet).
    public var isMoreInfoShown: Bool {
        get { presentation.isSheetOpen }
        set { presentation.isSheetOpen = newValue }
    }

    /// The detail is open and there is a forecast to show in it.
    public var showsDetail: Bool { isDetailOpen && report != nil }

    /// The sheet is open and there is a forecast to show in it.
    public var showsMoreInfo: Bool { isMoreInfoShown && report != nil }
}
