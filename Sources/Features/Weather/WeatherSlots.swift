import AppRuntime
import Domain
import DomainText
import ListDetail
import TerminalCore
import ViewModelCore
import Widgets

/// How the Weather section fills the list → detail → sheet component's slots: a day or a recent
/// city or a city of the picker as a row, the day's detail with its hourly chart, the more-info sheet, the city header
/// and the column titles, the words for idle, loading, "no such city" and failures, `y` (a line
/// about the day), `u` (the units), and the provider and offline note in the title bar. The slots
/// read the store's state (the report, the units) where the list's part is not enough.
enum WeatherSlots {
    /// What the slots say about a provider: its name and, for the sample, its short list of cities.
    struct Source {
        /// "Open-Meteo", "sample data".
        var name: String
        /// Every city it knows, when that is a short list (sample data).
        var offeredCities: [String]?
    }

    /// How to search every city instead of the sample's.
    static let everyCityHint = "tern weather --weather-provider open-meteo searches every city"

    /// `/` (and `s`) put the cursor in the search field.
    static let searchKey = KeyBinding(
        keys: [.character("/"), .character("s")], label: "search", help: "Type a city to search (/ or s)",
        statusKeyCount: 1, action: "search")

    /// `u`: metric ⇄ imperial.
    static let unitsKey = KeyBinding(
        keys: [.character("u")], label: "units", help: "Switch °C and m/s ⇄ °F and mph, without reloading",
        action: "units")

    /// `d` after the provider could not be used (offline, no key): the bundled sample data instead.
    static let sampleKey = KeyBinding(
        keys: [.character("d")], label: "sample data",
        help: "Show the bundled sample data when the weather provider cannot be reached or has no key",
        action: "sample_data")

    /// `o` when the search matched more cities than the one shown: the picker on the search's text.
    static let moreMatchesKey = KeyBinding(
        keys: [.character("o")], label: "other matches",
        help: "Choose among the other cities the search matched (the header counts them)")

    /// `r` in the detail: reload the city shown (the list's `r` does the same).
    static let retryKey = KeyBinding(
        keys: [.character("r")], label: "reload", help: "Retry after an error, or reload the city", action: "reload")

    /// `y` copies a line about the selected day.
    static let copyKey = (key: Key.character("y"), action: "copy_day", name: "day's summary")

    /// The section's own keys, as its slots give them to the component: the search field's, `u`,
    /// `d`, the detail's `r` and the copy key.
    static var keyBindings: [KeyBinding] {
        [searchKey, unitsKey, sampleKey, retryKey]
            + [
                ListDetailCopy<WeatherRow, WeatherRow>.binding(
                    key: copyKey.key, action: copyKey.action, name: copyKey.name)
            ]
    }

    /// The slots for `store`'s Weather, naming `source` until a forecast names its own, or `sample`
    /// once the person chose it (`d`).
    /// `picks` is true when the search field picks among the gazetteer's cities.
    static func make(
        store: WeatherViewModel, source: Source, sample: Source?, clock: WeatherClock, picks: Bool = false
    ) -> ListDetailSlots<WeatherRow, WeatherRow> {
        let dateWidth = WeatherForecastRows.dateWidth(clock.locale)
        var slots = ListDetailSlots<WeatherRow, WeatherRow>(
            title: "Weather", noun: "day",
            row: { row in
                switch row {
                case .day(let day, let units):
                    WeatherForecastRows.row(for: day, units: units, locale: clock.locale, dateWidth: dateWidth)
                case .recentCity(let city): WeatherForecastRows.row(forRecentCity: city)
                case .place(let place): WeatherForecastRows.row(forPlace: place)
                }
            },
            itemTitle: { _ in "Weather" },
            detail: { row, _ in
                let state = store.state
                guard let day = row.day, let forecast = state.forecast, let report = state.report.value else {
                    return EmptyState(message: "")
                }
                return WeatherDetailView(
                    forecast: forecast, day: day, today: today(for: report, clock: clock), now: clock.now(),
                    locale: clock.locale)
            },
            sheet: { _, _ in
                let state = store.state
                guard let report = state.report.value else { return ("More info", []) }
                let info = WeatherMoreInfo(
                    report: report, units: state.units, selection: state.list.cursor.selection,
                    today: today(for: report, clock: clock), userTimeZone: clock.timeZone,
                    locale: clock.locale)
                return (info.title, info.rows)
            },
            sheetSize: (72, 0), sheetFitsContent: true,
            fieldKey: searchKey, filterPlaceholder: "type a city (/ or s)", fieldPrompt: " Search: ",
            header: { _, width in
                let header = WeatherHeader(state: store.state, clock: clock)
                return (header.height(forWidth: width), header)
            },
            listHeading: { list, height in
                let state = store.state
                if let picker = state.picker, !picker.places.isEmpty {
                    return (WeatherHeading.places.height, WeatherHeading.places)
                }
                if state.isOfferingRecentCities {
                    return (WeatherHeading.recentCities.height, WeatherHeading.recentCities)
                }
                guard height >= 6, !list.rows.isEmpty, state.forecast != nil else { return nil }
                let columns = WeatherHeading.columns(dateWidth: dateWidth)
                return (columns.height, columns)
            },
            listWidth: { _ in
                let state = store.state
                if let picker = state.picker {
                    return max(
                        WeatherForecastRows.naturalWidth(of: picker.places),
                        DisplayWidth.of(WeatherHeading.placesText) + 2)
                }
                return state.forecast.map { WeatherForecastRows.naturalWidth(of: $0.days, dateWidth: dateWidth) }
            },
            placeholder: { _ in
                let state = store.state
                let shown = shown(state, source: source, sample: sample)
                return placeholder(state, offeredCities: shown.offeredCities, sourceName: shown.name)
            },
            status: { _ in
                let state = store.state
                let name = sourceName(state, source: source, sample: sample)
                return [name, state.units.temperatureSymbol, offlineNote(state, clock: clock)].compactMap { $0 }
            },
            copies: [
                ListDetailCopy(key: copyKey.key, action: copyKey.action, name: copyKey.name) { row, _ in
                    guard let day = row.day, let location = store.state.forecast?.location else { return nil }
                    return WeatherFormat.daySummary(day, at: location, store.state.units, clock.locale)
                }
            ],
            keys: [
                ListDetailKey(unitsKey, in: [.list, .detail, .sheet]) {
                    store.send(.toggleUnits)
                    return .handled
                },
                ListDetailKey(
                    moreMatchesKey, in: [.list, .detail],
                    isAvailable: { picks && (store.state.report.value?.otherMatches ?? 0) > 0 }
                ) {
                    store.send(.list(.openFilter))
                    return .handled
                },
                ListDetailKey(sampleKey, in: [.list, .detail], isAvailable: { store.state.offersSample }) {
                    store.send(.useSample)
                    return .handled
                },
                // The list's own `r` (reload) is Weather's retry; the detail alone has none.
                ListDetailKey(retryKey, in: [.detail]) {
                    store.send(.retry)
                    return .handled
                },
            ],
            isAvailable: { command, _ in
                let state = store.state
                switch command {
                // A recent city has no sheet; `r` retries a failure, a city not found, or reloads.
                case .toggleSheet: return state.selectedDay != nil
                case .reload: return state.canRetry
                default: return true
                }
            },
            movesInDetail: true,
            split: SplitLayout(listPercent: 45...55))
        // The sample (asked for, or chosen with d) and an offline note are notices: warnings in the
        // title bar. The sample is the provider with a short list of cities.
        slots.notices = { _ in
            let state = store.state
            let name = sourceName(state, source: source, sample: sample)
            let isSample = name == sample?.name || (source.offeredCities != nil && name == source.name)
            return [isSample ? name : nil, offlineNote(state, clock: clock)].compactMap { $0 }
        }
        // Enter picks the selected city while the picker lists some; with none it searches.
        slots.picksInField = { _ in store.state.picker?.places.isEmpty == false }
        return slots
    }

    /// The provider named in the title bar: the forecast's own, else the one asked (or the sample, once chosen).
    private static func sourceName(_ state: WeatherState, source: Source, sample: Source?) -> String {
        state.report.value?.forecast.sourceName ?? shown(state, source: source, sample: sample).name
    }

    /// "offline — data from 10:42 your time" when the forecast shown came from the offline cache.
    private static func offlineNote(_ state: WeatherState, clock: WeatherClock) -> String? {
        state.report.value?.freshness.offlineNote(
            in: clock.timeZone, locale: clock.locale, zoneName: WeatherHeader.yourTime)
    }

    /// What shows in the list's place while there are no rows to show: "type a city", the
    /// spinner of a first search, "no such city", a failure with nothing kept.
    private static func placeholder(_ state: WeatherState, offeredCities: [String]?, sourceName: String) -> (
        any Widget
    )? {
        if let picker = state.picker, picker.places.isEmpty {
            return EmptyState(
                message: "No city in tern's list is called \(TextLayout.quoted(state.query.trimmingWhitespace()))",
                hint: "Enter asks \(sourceName) to find it · Esc goes back")
        }
        if state.isIdle, !state.isOfferingRecentCities {
            guard let offeredCities else {
                return EmptyState(
                    message: "Type a city to see its forecast", hint: "/ or s to search — e.g. Paris, 東京, São Paulo")
            }
            return EmptyState(
                message: "Type a city to see its forecast (/ or s). The sample data has "
                    + offeredCities.joined(separator: ", "),
                hint: everyCityHint)
        }
        if let name = state.notFound {
            guard let offeredCities else {
                return EmptyState(
                    message: "No city called \(TextLayout.quoted(name))",
                    hint: "Check the spelling, or press / to search again")
            }
            return EmptyState(
                message: "\(TextLayout.quoted(name)) is not in the sample data — its cities are "
                    + offeredCities.joined(separator: ", "),
                hint: everyCityHint)
        }
        switch state.report {
        case .loading(nil):
            let name = state.request?.displayText ?? state.query
            return Spinner(
                frame: state.spinnerFrame, message: "Looking up \(TextLayout.quoted(name))…",
                animates: state.list.animates)
        case .failed(let failure, nil):
            return WeatherHeader.banner(for: failure, offersSample: state.offersSample)
        default:
            return nil
        }
    }

    /// The provider the screen names: the sample once the person chose it (`d`), else `source`.
    private static func shown(_ state: WeatherState, source: Source, sample: Source?) -> Source {
        state.usesSample ? sample ?? source : source
    }

    /// Today on the city's own calendar.
    private static func today(for report: WeatherReport, clock: WeatherClock) -> LocalDate {
        LocalDate(clock.now(), utcOffsetSeconds: report.location.utcOffsetSeconds)
    }
}
