import Domain
import Foundation
import PresentationModel
import TerminalCore
import ViewModelCore
import Widgets

/// Draws a `WeatherState` into the screen's content area: the search field, a header with the
/// city and its time (city time), then the body for the state (recent cities, spinner, days, detail,
/// "no such city", error), and the more-info sheet over everything when open.
///
/// A value built per frame; it reports the list scroll it used and where it drew what can be
/// clicked, so the screen can keep them until the next frame.
struct WeatherView {
    var state: WeatherState
    var field: TextFieldState
    var scroll: ListScroll
    var sourceName: String
    /// Every city the provider knows, when it is a short list (sample data): the start screen
    /// lists them, and "not found" says a city is not among them.
    var offeredCities: [String]?
    var clock: WeatherClock
    /// The more-info sheet's close hint, from its key table ("Esc/m/i close").
    var sheetCloseHint: String

    /// How to search every city instead of the sample's.
    static let everyCityHint = "tern weather --weather-provider open-meteo searches every city"

    /// The detail beside the list from 100 columns on, the list at its natural width within 45–55%.
    static let split = SplitLayout(listPercent: 45...55)
    /// Said after times in the user's time zone, beside the city's own time in the header.
    static let yourTime = "your time"

    /// Where a frame at an area puts things: what the screen keeps until the next frame (the list
    /// scroll and page size, where clicks land) and the rects `render` draws into.
    struct Layout {
        var scroll: ListScroll
        var listRows: Int
        /// Where the list (days or recent cities) draws its rows; `nil` when none is drawn.
        var list: ListLayout?
        /// The search field's row.
        var field = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The more-info sheet's box, while it is open.
        var sheet: Rect?
        /// The header's row (the city and its time) and the rule's under it.
        var header = Rect(x: 0, y: 0, width: 0, height: 0)
        var rule = Rect(x: 0, y: 0, width: 0, height: 0)
        /// Below the rule, where the body goes.
        var body = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The error banner above a forecast kept from before the failure.
        var banner: Rect?
        /// The list and the detail beside or instead of it, when a forecast shows.
        var panes: SplitPanes?
        /// The rows of the days or of the recent cities, and the row above them.
        var listArea: Rect?
        var listHeading: Rect?
    }

    /// Where a frame in `area` puts things: a pure function of the state, the scroll and the area.
    func layout(in area: Rect) -> Layout {
        let (fieldRow, belowField) = area.splitTop(1)
        let (headerRow, belowHeader) = belowField.splitTop(1)
        let (ruleRow, body) = belowHeader.splitTop(1)
        var layout = bodyLayout(in: body)
        (layout.field, layout.header, layout.rule, layout.body) = (fieldRow, headerRow, ruleRow, body)
        if let sheet = sheet {
            layout.sheet = sheet.frame(in: area)
        }
        return layout
    }

    /// Draws the frame `layout(in: area)` lays out.
    func render(into buffer: inout Buffer, area: Rect) {
        let layout = layout(in: area)
        buffer.fill(area)
        let ruleRow = layout.rule
        TextField(
            state: field, prompt: " Search: ", placeholder: "type a city (/ or s)", isFocused: state.isSearchFocused
        ).render(into: &buffer, area: layout.field)
        renderHeader(into: &buffer, area: layout.header.inset(left: 1, right: 1))
        buffer.write(
            String(repeating: "─", count: max(0, ruleRow.width)), x: ruleRow.x, y: ruleRow.y, style: .dim, clip: ruleRow
        )
        renderBody(into: &buffer, layout: layout)
        if let sheet {
            sheet.render(into: &buffer, area: area)
        }
    }

    /// The more-info sheet, while it is open.
    private var sheet: Sheet? {
        guard state.showsMoreInfo, let report = state.report else { return nil }
        let info = WeatherMoreInfo(
            report: report, units: state.units, selection: state.cursor.selection, today: today(for: report),
            userTimeZone: clock.timeZone)
        return Sheet(title: info.title, rows: info.rows, closeHint: sheetCloseHint)
    }

    /// The text at the right of the title bar: provider, units, and the offline marker.
    var titleStatus: String {
        let source = state.report?.forecast.sourceName ?? sourceName
        let offline = state.report?.freshness.offlineNote(in: clock.timeZone, zoneName: Self.yourTime)
        return [source, state.units.temperatureSymbol, offline].compactMap { $0 }.joined(separator: " · ")
    }

    private func today(for report: WeatherReport) -> LocalDate {
        LocalDate(clock.now(), utcOffsetSeconds: report.location.utcOffsetSeconds)
    }

    private func renderHeader(into buffer: inout Buffer, area: Rect) {
        guard let report = state.report else { return }
        let location = report.location
        var text = location.displayName
        text += " · " + HumanDateFormat.time(clock.now(), utcOffsetSeconds: location.utcOffsetSeconds)
        text += " city time (" + location.utcOffsetText + ")"
        if report.otherMatches > 0 {
            text += " · \(report.otherMatches) more match" + (report.otherMatches == 1 ? "" : "es")
        }
        var x = area.x
        if state.phase.isLoading {
            x = buffer.write(
                String(Spinner(frame: state.spinnerFrame).glyph) + " ", x: x, y: area.y,
                style: Style(foreground: .yellow), clip: area)
        }
        x = buffer.write(TextLayout.truncate(text, toWidth: area.maxX - x), x: x, y: area.y, style: .bold, clip: area)
        if let offline = report.freshness.offlineNote(in: clock.timeZone, zoneName: Self.yourTime) {
            let style = Style(foreground: .yellow, attributes: .bold)
            buffer.write("  " + offline, x: x, y: area.y, style: style, clip: area)
        }
    }

    /// The body's part of the layout: where the banner, the list and the detail go in `area`.
    private func bodyLayout(in area: Rect) -> Layout {
        let unchanged = Layout(scroll: scroll, listRows: area.height)
        switch state.phase {
        case .idle:
            guard state.isOfferingRecentCities else { return unchanged }
            let (heading, listArea) = area.splitTop(2)
            var layout = listLayout(
                ListView(count: state.recentCities.count, selection: state.cursor.selection, scroll: scroll) { _ in
                    ListRow.placeholder
                }, in: listArea)
            layout.listHeading = heading
            return layout
        case .loading(_, nil), .notFound, .failed(_, _, nil):
            return unchanged
        case .failed(let failure, _, .some):
            let (bannerArea, rest) = area.splitTop(banner(for: failure).height(forWidth: area.width))
            var layout = forecastLayout(in: rest)
            layout.banner = bannerArea
            return layout
        case .loading, .loaded:
            return forecastLayout(in: area)
        }
    }

    /// The days' layout in `area`: the panes, and the rows of the days table with its column header.
    private func forecastLayout(in area: Rect) -> Layout {
        guard let days = state.forecast?.days else { return Layout(scroll: scroll, listRows: area.height) }
        let panes = Self.split.panes(
            for: Presentation(isDetailOpen: state.showsDetail && state.selectedDay != nil), in: area,
            listNaturalWidth: WeatherForecastRows.naturalWidth(of: days) + 1)
        guard let listArea = panes.list else {
            var layout = Layout(scroll: scroll, listRows: area.height)
            layout.panes = panes
            return layout
        }
        let hasHeader = listArea.height >= 6 && !days.isEmpty
        let rowsHeight = listArea.height - (hasHeader ? 1 : 0)
        let scrollbarWidth = days.count > rowsHeight ? 1 : 0
        // The table is as wide as its widest sky text needs, so the numbers sit next to the text.
        let tableWidth = min(listArea.width, WeatherForecastRows.naturalWidth(of: days) + scrollbarWidth)
        var rows = listArea.splitLeft(tableWidth).0
        var heading: Rect?
        if hasHeader {
            (heading, rows) = rows.splitTop(1)
            heading = heading?.inset(right: scrollbarWidth)
        }
        var layout = listLayout(
            ListView(count: days.count, selection: state.cursor.selection, scroll: scroll) { _ in ListRow.placeholder },
            in: rows)
        layout.panes = panes
        layout.listHeading = heading
        return layout
    }

    /// The layout of `list` drawn in `area`: its scroll, page size and rows.
    private func listLayout(_ list: ListView, in area: Rect) -> Layout {
        var layout = Layout(scroll: list.resolvedScroll(in: area), listRows: area.height, list: list.layout(in: area))
        layout.listArea = area
        return layout
    }

    private func renderBody(into buffer: inout Buffer, layout: Layout) {
        let area = layout.body
        switch state.phase {
        case .idle:
            renderIdle(into: &buffer, layout: layout)
        case .loading(let kind, nil):
            let name = kind.displayText
            Spinner(frame: state.spinnerFrame, message: "Looking up \(TextLayout.quoted(name))…").render(
                into: &buffer, area: area)
        case .notFound(let name):
            if let offeredCities {
                EmptyState(
                    message: "\(TextLayout.quoted(name)) is not in the sample data — its cities are "
                        + offeredCities.joined(separator: ", "),
                    hint: Self.everyCityHint
                ).render(into: &buffer, area: area)
            } else {
                EmptyState(
                    message: "No city called \(TextLayout.quoted(name))",
                    hint: "Check the spelling, or press / to search again"
                )
                .render(into: &buffer, area: area)
            }
        case .failed(let failure, _, nil):
            banner(for: failure).render(into: &buffer, area: area)
        case .failed(let failure, _, .some):
            if let bannerArea = layout.banner { banner(for: failure).render(into: &buffer, area: bannerArea) }
            renderForecast(into: &buffer, layout: layout)
        case .loading, .loaded:
            renderForecast(into: &buffer, layout: layout)
        }
    }

    private func banner(for failure: LoadFailure) -> ErrorBanner {
        ErrorBanner(message: failure.message, retryHint: failure.isRetryable ? "r to retry" : "/ to search again")
    }

    private func renderIdle(into buffer: inout Buffer, layout: Layout) {
        guard let listArea = layout.listArea, let heading = layout.listHeading else {
            if let offeredCities {
                EmptyState(
                    message: "Type a city to see its forecast (/ or s). The sample data has "
                        + offeredCities.joined(separator: ", "),
                    hint: Self.everyCityHint
                ).render(into: &buffer, area: layout.body)
            } else {
                EmptyState(
                    message: "Type a city to see its forecast", hint: "/ or s to search — e.g. Paris, 東京, São Paulo"
                ).render(into: &buffer, area: layout.body)
            }
            return
        }
        buffer.write(
            "Type a city, or pick a recent one (Enter):", x: heading.x + 1, y: heading.y, style: .dim, clip: heading)
        let cities = state.recentCities
        ListView(count: cities.count, selection: state.cursor.selection, scroll: layout.scroll) { index in
            WeatherForecastRows.row(forRecentCity: cities[index])
        }.render(into: &buffer, area: listArea)
    }

    private func renderForecast(into buffer: inout Buffer, layout: Layout) {
        guard let forecast = state.forecast, let report = state.report, let panes = layout.panes else { return }
        panes.drawDivider(into: &buffer)
        if let day = state.selectedDay, let detailArea = panes.detail {
            WeatherDetailView(forecast: forecast, day: day, today: today(for: report), now: clock.now())
                .render(into: &buffer, area: detailArea.inset(left: 1, right: 1))
        }
        guard let rows = layout.listArea else { return }
        let days = forecast.days
        if let heading = layout.listHeading {
            WeatherForecastRows.renderColumnHeader(into: &buffer, area: heading, units: forecast.units)
        }
        ListView(
            count: days.count, selection: state.cursor.selection, scroll: layout.scroll,
            emptyMessage: "No days in this forecast"
        ) { index in
            WeatherForecastRows.row(for: days[index], units: forecast.units)
        }.render(into: &buffer, area: rows)
    }
}
