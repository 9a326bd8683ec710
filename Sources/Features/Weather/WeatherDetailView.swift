import Domain
import DomainText
import FoundationEssentials
import TerminalCore
import Widgets

/// The "weather today" / selected-day pane: a summary of the day (with current conditions when
/// the day is today) and its hourly series as a bar chart of temperatures, one bar per point
/// (thinned evenly when they do not all fit the width). For today the chart shows the next 24
/// hours, so late in the evening it is not down to one or two bars.
struct WeatherDetailView: Widget {
    var forecast: Forecast
    var day: DailyForecast
    /// Today on the city's own calendar, to label the day and decide whether to show "now".
    var today: LocalDate
    /// The current instant, where today's chart starts.
    var now: Date
    /// How dates, times and decimals are written.
    var locale: TextLocale

    /// Rows the chart wants: bars plus the value row above and the hour labels below.
    static let chartHeight = 9

    private var isToday: Bool { day.date == today }

    var heading: String {
        (isToday ? "Today · " : "") + locale.weekdayAndDay(day.date) + " · " + forecast.location.shownName
    }

    var rows: [DetailRow] {
        let units = forecast.units
        var rows: [DetailRow] = []
        if isToday, let now = forecast.current {
            rows.append(
                .text(
                    "\(now.condition.symbol) \(now.condition.description), \(WeatherFormat.temperature(now.temperature, units))"
                ))
            rows.append(.field("Feels like", WeatherFormat.temperature(now.feelsLike, units)))
            rows.append(.field("Wind", WeatherFormat.wind(speed: now.windSpeed, direction: now.windDirection, units)))
            rows.append(.field("Humidity", WeatherFormat.percent(now.humidity)))
        } else {
            rows.append(.text("\(day.condition.symbol) \(day.condition.description)"))
            rows.append(.field("Wind", WeatherFormat.wind(speed: day.windSpeed, direction: day.windDirection, units)))
        }
        rows.append(
            .field(
                "Low / high",
                WeatherFormat.range(min: day.minTemperature, max: day.maxTemperature, units).trimmingSpacesAndTabs()))
        rows.append(
            .field(
                "Rain",
                WeatherFormat.rain(chance: day.precipitationProbability, amount: day.precipitationAmount, units, locale)
            ))
        rows.append(.field("Sun", WeatherFormat.sun(rise: day.sunrise, set: day.sunset, at: forecast.location, locale)))
        return rows
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let pane = DetailPane(heading: heading, rows: rows)
        let textHeight = pane.height(forWidth: area.width)
        let (textArea, rest) = area.splitTop(textHeight)
        pane.render(into: &buffer, area: textArea)
        let (_, chartBlock) = rest.splitTop(1)
        renderChart(into: &buffer, area: chartBlock)
    }

    private func renderChart(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 2 else { return }
        let points = chartPoints
        let (titleRow, chartArea) = area.splitTop(1)
        guard !points.isEmpty else {
            buffer.write(
                "No hourly data for this day", x: titleRow.x, y: titleRow.y, style: buffer.theme[.secondary],
                clip: titleRow)
            return
        }
        // Each hour labelled on the locale's clock ("07", "7AM"); as many bars as their slots fit.
        let all = points.map { point in
            BarChart.Bar(
                label: locale.hour(point.localTime), value: point.temperature,
                valueText: WeatherFormat.degrees(point.temperature))
        }
        let bars = Self.thinned(all, toAtMost: max(1, chartArea.width / BarChart(bars: all).slotWidth))
        let title =
            "Temperature (\(forecast.units.temperatureSymbol)) "
            + (isToday ? "in the next 24 hours" : "by hour, city time")
        buffer.write(title, x: titleRow.x, y: titleRow.y, style: .bold, clip: titleRow)
        guard chartArea.height >= 3 else {
            Sparkline(values: bars.map(\.value)).render(into: &buffer, area: chartArea)
            return
        }
        let (chart, _) = chartArea.splitTop(Self.chartHeight)
        BarChart(bars: bars).render(into: &buffer, area: chart)
    }

    /// Today: from the last hour to 24 hours ahead (the day's own points if that is empty);
    /// another day: that day's points.
    private var chartPoints: [HourlyPoint] {
        let dayPoints = forecast.hourly(on: day.date)
        guard isToday else { return dayPoints }
        let start = now.addingTimeInterval(-3_600)
        let end = now.addingTimeInterval(86_400)
        let upcoming = forecast.hourly.filter { $0.time > start && $0.time < end }
        return upcoming.isEmpty ? dayPoints : upcoming
    }

    /// At most `limit` points, evenly spread, keeping the first.
    static func thinned<Point>(_ points: [Point], toAtMost limit: Int) -> [Point] {
        guard points.count > limit, limit > 0 else { return points }
        let stride = (points.count + limit - 1) / limit
        return Swift.stride(from: 0, to: points.count, by: stride).map { points[$0] }
    }
}
