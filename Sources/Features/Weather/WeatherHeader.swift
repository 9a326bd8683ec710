import Domain
import DomainText
import TerminalCore
import ViewModelCore
import Widgets

/// The rows above Weather's list and detail: the city, its time and how many more places matched
/// (a spinner in front while reloading — "Loading…" without animation —, the offline note after), a dim rule, and — when a reload
/// failed with the last forecast still shown — the error banner.
struct WeatherHeader: Widget {
    var state: WeatherState
    var clock: WeatherClock

    /// Said after times in the user's time zone, beside the city's own time in the header.
    static let yourTime = "your time"

    /// The banner under the rule: a failure with the last forecast kept.
    private var banner: ErrorBanner? {
        guard case .failed(let failure, .some) = state.report else { return nil }
        return Self.banner(for: failure, offersSample: state.offersSample)
    }

    /// The rows the header takes at `width`.
    func height(forWidth width: Int) -> Int {
        2 + (banner?.height(forWidth: width) ?? 0)
    }

    /// The banner for `failure`: "r to retry" when retrying can help, else a new search; first the
    /// bundled sample data when `offersSample`.
    static func banner(for failure: LoadFailure, offersSample: Bool) -> ErrorBanner {
        let next = failure.isRetryable ? "r to retry" : "/ to search again"
        return ErrorBanner(
            message: failure.message, retryHint: offersSample ? "d shows the bundled sample data · " + next : next)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        let (headerRow, belowHeader) = area.splitTop(1)
        let (ruleRow, rest) = belowHeader.splitTop(1)
        renderCity(into: &buffer, area: headerRow.inset(left: 1, right: 1))
        buffer.write(
            String(repeating: "─", count: max(0, ruleRow.width)), x: ruleRow.x, y: ruleRow.y,
            style: buffer.theme[.border], clip: ruleRow
        )
        banner?.render(into: &buffer, area: rest)
    }

    private func renderCity(into buffer: inout Buffer, area: Rect) {
        guard let report = state.report.value else { return }
        let location = report.location
        var text = location.displayName
        text += " · " + clock.locale.time(clock.now(), utcOffsetSeconds: location.utcOffsetSeconds)
        text += " city time (" + location.utcOffsetText + ")"
        if report.otherMatches > 0 {
            text += " · \(report.otherMatches) more match" + (report.otherMatches == 1 ? "" : "es")
        }
        var x = area.x
        if state.report.isLoading {
            // Without animation a word stands where the spinner would turn.
            let sign = state.list.animates ? String(Spinner(frame: state.spinnerFrame).glyph) : "Loading…"
            x = buffer.write(sign + " ", x: x, y: area.y, style: buffer.theme[.accent], clip: area)
        }
        x = buffer.write(TextLayout.truncate(text, toWidth: area.maxX - x), x: x, y: area.y, style: .bold, clip: area)
        if let offline = report.freshness.offlineNote(in: clock.timeZone, locale: clock.locale, zoneName: Self.yourTime)
        {
            let style = buffer.theme[.warning]
            buffer.write("  " + offline, x: x, y: area.y, style: style, clip: area)
        }
    }
}
