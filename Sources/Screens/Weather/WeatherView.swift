import Domain
import Foundation
import TerminalCore
import ViewModels
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

    /// From this width on, the detail sits beside the list instead of replacing it.
    static let sideBySideWidth = 100
    /// Said after times in the user's time zone, beside the city's own time in the header.
    static let yourTime = "your time"

    /// What the frame used, for the screen to keep until the next one.
    struct Layout {
        var scroll: ListScroll
        var listRows: Int
        /// Where the list (days or recent cities) drew its rows; `nil` when none was drawn.
        var list: ListLayout?
        /// The search field's row.
        var field = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The more-info sheet's box, while it is open.
        var sheet: Rect?
    }

    @discardableResult
    func render(into buffer: inout Buffer, area: Rect) -> Layout {
        buffer.fill(area)
        let (fieldRow, belowField) = area.splitTop(1)
        let (headerRow, belowHeader) = belowField.splitTop(1)
        let (ruleRow, body) = belowHeader.splitTop(1)
        TextField(
            state: field, prompt: " Search: ", placeholder: "type a city (/ or s)", isFocused: state.isSearchFocused
        ).render(into: &buffer, area: fieldRow)
        renderHeader(into: &buffer, area: headerRow.inset(left: 1, right: 1))
        buffer.write(
            String(repeating: "─", count: max(0, ruleRow.width)), x: ruleRow.x, y: ruleRow.y, style: .dim, clip: ruleRow
        )
        var layout = renderBody(into: &buffer, area: body)
        layout.field = fieldRow
        if state.showsMoreInfo, let report = state.report {
            let info = WeatherMoreInfo(
                report: report, units: state.units, selection: state.cursor.selection, today: today(for: report),
                userTimeZone: clock.timeZone)
            let sheet = Sheet(title: info.title, rows: info.rows, closeHint: sheetCloseHint)
            layout.sheet = sheet.frame(in: area)
            sheet.render(into: &buffer, area: area)
        }
        return layout
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

    private func renderBody(into buffer: inout Buffer, area: Rect) -> Layout {
        let unchanged = Layout(scroll: scroll, listRows: area.height)
        switch state.phase {
        case .idle:
            return renderIdle(into: &buffer, area: area)
        case .loading(let kind, nil):
            let name = kind.displayText
            Spinner(frame: state.spinnerFrame, message: "Looking up \(TextLayout.quoted(name))…").render(
                into: &buffer, area: area)
            return unchanged
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
            return unchanged
        case .failed(let failure, _, nil):
            banner(for: failure).render(into: &buffer, area: area)
            return unchanged
        case .failed(let failure, _, .some):
            let banner = banner(for: failure)
            let (bannerArea, rest) = area.splitTop(banner.height(forWidth: area.width))
            banner.render(into: &buffer, area: bannerArea)
            return renderForecast(into: &buffer, area: rest)
        case .loading, .loaded:
            return renderForecast(into: &buffer, area: area)
        }
    }

    private func banner(for failure: LoadFailure) -> ErrorBanner {
        ErrorBanner(message: failure.message, retryHint: failure.isRetryable ? "r to retry" : "/ to search again")
    }

    private func renderIdle(into buffer: inout Buffer, area: Rect) -> Layout {
        guard state.isOfferingRecentCities else {
            if let offeredCities {
                EmptyState(
                    message: "Type a city to see its forecast (/ or s). The sample data has "
                        + offeredCities.joined(separator: ", "),
                    hint: Self.everyCityHint
                ).render(into: &buffer, area: area)
            } else {
                EmptyState(
                    message: "Type a city to see its forecast", hint: "/ or s to search — e.g. Paris, 東京, São Paulo"
                ).render(into: &buffer, area: area)
            }
            return Layout(scroll: scroll, listRows: area.height)
        }
        let (titleRow, listArea) = area.splitTop(2)
        buffer.write(
            "Type a city, or pick a recent one (Enter):", x: titleRow.x + 1, y: titleRow.y, style: .dim, clip: titleRow)
        let list = ListView(count: state.recentCities.count, selection: state.cursor.selection, scroll: scroll) {
            index in
            WeatherForecastRows.row(forRecentCity: state.recentCities[index])
        }
        let drawn = list.draw(into: &buffer, area: listArea)
        return Layout(scroll: list.resolvedScroll(in: listArea), listRows: listArea.height, list: drawn)
    }

    private func renderForecast(into buffer: inout Buffer, area: Rect) -> Layout {
        guard let forecast = state.forecast, let report = state.report else {
            return Layout(scroll: scroll, listRows: area.height)
        }
        let detail = state.selectedDay.map { day in
            WeatherDetailView(forecast: forecast, day: day, today: today(for: report), now: clock.now())
        }
        guard state.showsDetail, let detail else {
            return renderDays(forecast, into: &buffer, area: area)
        }
        guard area.width >= Self.sideBySideWidth else {
            detail.render(into: &buffer, area: area.inset(left: 1, right: 1))
            return Layout(scroll: scroll, listRows: area.height)
        }
        let natural = WeatherForecastRows.naturalWidth(of: forecast.days) + 1
        let (listArea, rest) = area.splitLeft(min(max(natural, area.width * 9 / 20), area.width * 11 / 20))
        let (divider, detailArea) = rest.splitLeft(1)
        for row in divider.y..<divider.maxY {
            buffer.write("│", x: divider.x, y: row, style: .dim)
        }
        detail.render(into: &buffer, area: detailArea.inset(left: 1, right: 1))
        return renderDays(forecast, into: &buffer, area: listArea)
    }

    private func renderDays(_ forecast: Forecast, into buffer: inout Buffer, area fullArea: Rect) -> Layout {
        let days = forecast.days
        let hasHeader = fullArea.height >= 6 && !days.isEmpty
        let rowsHeight = fullArea.height - (hasHeader ? 1 : 0)
        let scrollbarWidth = days.count > rowsHeight ? 1 : 0
        // The table is as wide as its widest sky text needs, so the numbers sit next to the text.
        let tableWidth = min(fullArea.width, WeatherForecastRows.naturalWidth(of: days) + scrollbarWidth)
        var area = fullArea.splitLeft(tableWidth).0
        if hasHeader {
            let (headerRow, rest) = area.splitTop(1)
            area = rest
            WeatherForecastRows.renderColumnHeader(
                into: &buffer, area: headerRow.inset(right: scrollbarWidth), units: forecast.units)
        }
        let list = ListView(
            count: days.count, selection: state.cursor.selection, scroll: scroll,
            emptyMessage: "No days in this forecast"
        ) { index in
            WeatherForecastRows.row(for: days[index], units: forecast.units)
        }
        let drawn = list.draw(into: &buffer, area: area)
        return Layout(scroll: list.resolvedScroll(in: area), listRows: area.height, list: drawn)
    }
}
