import Domain
import ListDetail
import PresentationModel
import ViewModelCore
import Widgets

/// Everything the Weather section shows, as one value: the list → detail → sheet component's
/// state (the days or the recent cities, the search field, what is open), the forecast's load,
/// the request under way, the units and the recent cities.
///
/// Changed only by `WeatherViewModel.reducer`; equal states draw identical frames.
public struct WeatherState: Equatable, Sendable {
    /// The component's state: its rows are `rows`, its field (`fieldRole: .search`) is the city.
    public var list: ListDetailState<WeatherRow, WeatherRow>
    /// The forecast: not searched yet (idle), loading (keeping the last one), loaded, or failed
    /// (keeping the last one).
    public var report: Loadable<WeatherReport> { didSet { syncList() } }
    /// The text a search found no place for: "No city called …" (not a failure: nothing to retry).
    public var notFound: String? { didSet { syncList() } }
    /// The request that should be under way; nil when none is (the effects cancel any other).
    public var request: WeatherRequest?
    /// What `r` asks again after a failure.
    public var retryKind: WeatherRequest.Kind?
    /// The id the next request gets.
    public var nextRequestID: Int
    /// The trimmed text of the last search started, so a pause on the same text does not search again.
    public var lastSearch: String?
    /// Units the screen shows; the report keeps the units it was fetched in.
    public var units: Units { didSet { syncList() } }
    /// The cities of the last successful searches, newest first, at most `recentCitiesLimit`.
    public var recentCities: [RecentCity] { didSet { syncList() } }
    /// Panels a deep link asked for before the forecast came: opened when it comes.
    public var pendingPanels: Presentation? { didSet { syncList() } }
    /// The loading spinner's frame; advances only while a request is under way.
    public var spinnerFrame: Int
    /// True when the bundled sample can stand in for the provider (it is not the sample itself).
    public var hasSampleFallback: Bool
    /// True once the person chose the bundled sample data in place of the provider (`d`).
    public var usesSample: Bool
    /// True while the last failure was the provider being unusable (offline, no key): `d` offers the sample.
    public var offersSample: Bool
    /// The gazetteer's cities matching the search field's text while the field has the keys; nil
    /// when no picker is open (no gazetteer, the field left, a city picked).
    public var picker: PlacePicker? { didSet { syncList() } }

    /// How many recent cities are remembered.
    static let recentCitiesLimit = 8

    /// A state with the given parts; the defaults are the idle start.
    public init(
        query: String = "", isSearchFocused: Bool = false, report: Loadable<WeatherReport> = .notRequested,
        notFound: String? = nil, request: WeatherRequest? = nil, nextRequestID: Int = 1, lastSearch: String? = nil,
        cursor: ListCursor = ListCursor(), units: Units = .metric, isDetailOpen: Bool = false,
        isMoreInfoShown: Bool = false,
        recentCities: [RecentCity] = [], spinnerFrame: Int = 0, hasSampleFallback: Bool = false,
        usesSample: Bool = false, offersSample: Bool = false
    ) {
        list = ListDetailState(items: [], fieldRole: .search)
        var field = ListFilter()
        field.field = TextFieldState(text: query)
        field.isEditing = isSearchFocused
        list.filter = field
        self.report = report
        self.notFound = notFound
        self.request = request
        self.nextRequestID = nextRequestID
        self.lastSearch = lastSearch
        self.units = units
        self.recentCities = recentCities
        self.spinnerFrame = spinnerFrame
        self.hasSampleFallback = hasSampleFallback
        self.usesSample = usesSample
        self.offersSample = offersSample
        picker = nil
        pendingPanels = nil
        if isDetailOpen || isMoreInfoShown {
            pendingPanels = Presentation(isDetailOpen: isDetailOpen, isSheetOpen: isMoreInfoShown)
        }
        syncList()
        list.cursor = cursor.clamped(count: list.visibleCount)
        syncList()
    }

    /// The search field's text, exactly as typed.
    public var query: String {
        get { list.filter?.query ?? "" }
        set { list.filter?.field = TextFieldState(text: newValue) }
    }

    /// True while keys go to the search field.
    public var isSearchFocused: Bool {
        get { list.isEditingFilter }
        set { list.filter?.isEditing = newValue }
    }

    /// The selected row: a day, or a recent city while idle.
    public var cursor: ListCursor {
        get { list.cursor }
        set {
            list.cursor = newValue
            syncList()
        }
    }

    /// The detail is open (it shows while there is a day).
    public var isDetailOpen: Bool {
        get { list.presentation.isDetailOpen }
        set {
            list.presentation.isDetailOpen = newValue
            syncList()
        }
    }

    /// The more-info sheet is open (it shows while there is a day).
    public var isMoreInfoShown: Bool {
        get { list.presentation.isSheetOpen }
        set {
            list.presentation.isSheetOpen = newValue
            syncList()
        }
    }

    /// How many rows the list has.
    public var rowCount: Int { list.visibleCount }

    /// The forecast on screen in the chosen units.
    public var forecast: Forecast? { report.value?.forecast(in: units) }

    /// True before any search, or once the field was cleared: "type a city" and the recent cities.
    public var isIdle: Bool {
        if case .notRequested = report { return notFound == nil }
        return false
    }

    /// True when the list shows recent cities rather than days.
    public var isOfferingRecentCities: Bool { picker == nil && isIdle && !recentCities.isEmpty }

    /// The list's rows: the picker's cities, the days shown, or the recent cities while idle.
    public var rows: [WeatherRow] {
        if let picker { return picker.places.map(WeatherRow.place) }
        if let forecast { return forecast.days.map { .day($0, units) } }
        return isIdle ? recentCities.map(WeatherRow.recentCity) : []
    }

    /// True when `r` does something: retry a failure or a city not found, or reload the city shown.
    public var canRetry: Bool {
        switch report {
        case .failed, .loaded: true
        case .notRequested, .loading: notFound != nil
        }
    }

    /// The selected day of the forecast on screen, in the chosen units.
    public var selectedDay: DailyForecast? { list.selectedItem?.day }

    /// The detail is open and there is a day to show in it.
    public var showsDetail: Bool { list.presentation.isDetailOpen && selectedDay != nil }

    /// The sheet is open and there is a day to show in it.
    public var showsMoreInfo: Bool { list.presentation.isSheetOpen && selectedDay != nil }

    /// Puts `rows` in the list when they changed; opens the panels a deep link waits for once
    /// there is a day, closes them while there is none; the detail shows the selected day.
    mutating func syncList() {
        let rows = rows
        if (0..<list.rows.count).map({ list.rows.item(at: $0) }) != rows.map(Optional.some) {
            list.replaceItems(rows)
        }
        guard picker == nil else {
            // The picker keeps what was open (`PlacePicker.returnPresentation`) and shows none of it.
            list.presentation = Presentation()
            list.detailItem = nil
            return
        }
        guard let row = list.selectedItem, row.day != nil else {
            if list.presentation != Presentation() { Presentation.reduce(&list.presentation, .closeAll) }
            list.detailItem = nil
            return
        }
        if let pending = pendingPanels {
            list.presentation.isDetailOpen = list.presentation.isDetailOpen || pending.isDetailOpen
            list.presentation.isSheetOpen = list.presentation.isSheetOpen || pending.isSheetOpen
            pendingPanels = nil
        }
        list.detailItem = list.presentation.isDetailOpen || list.presentation.isSheetOpen ? row : nil
    }
}
