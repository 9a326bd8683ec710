import Domain
import DomainText
import TerminalCore

/// A forecast as the text table `tern weather CITY --print` writes: a header line, the current
/// conditions when the provider has them, then one row per day in the city's own calendar.
/// ANSI styles (bold header, dim column names) only when `colored`; widths never depend on them.
/// It is for people, so weekdays and decimals are the locale's ("Fr 2026-11-27", "2,4 mm"), as `date`
/// writes its; the date stays ISO 8601 and `--json` is locale-free (decision 2240).
/// Every piece of text is sanitized first (`TextSanitizer`, as on screen and in `SectionTable`): a
/// provider's city name or description can hold escape sequences, which must show as U+FFFD and
/// never retitle, clear or write the clipboard of the terminal the table is printed in.
struct ForecastTable {
    let colored: Bool
    /// How weekdays and decimals are written.
    let locale: TextLocale
    private static let titles = ["Day", "Sky", "Low", "High", "Rain", "Precip", "Wind"]
    /// Day, sky and wind are left-aligned; the numbers are right-aligned.
    private static let leftAligned: Set = [0, 1, 6]

    func render(_ fetched: Fetched<Forecast>) -> String {
        let forecast = fetched.value
        var header = [forecast.location.displayName, forecast.sourceName, forecast.units.temperatureSymbol]
        if case .cached(let since) = fetched.freshness {
            header.append("offline, data from \(since.formatted(.iso8601))")
        }
        var lines = [styled(TextSanitizer.sanitize(header.joined(separator: " · ")), sgr: "1")]
        if let current = forecast.current {
            lines.append(TextSanitizer.sanitize(currentLine(current, units: forecast.units)))
        }
        lines.append("")
        let rows = forecast.days.map { row(for: $0, units: forecast.units).map(TextSanitizer.sanitize) }
        let widths = Self.titles.indices.map { column in
            ([Self.titles] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        lines.append(styled(line(Self.titles, widths: widths), sgr: "2"))
        lines += rows.map { line($0, widths: widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func currentLine(_ current: CurrentConditions, units: Units) -> String {
        let unit = units.temperatureSymbol.dropFirst()
        var parts = ["Now \(Self.degrees(current.temperature))\(unit) \(current.condition.description)"]
        if let feelsLike = current.feelsLike { parts.append("feels like \(Self.degrees(feelsLike))\(unit)") }
        if let wind = Self.wind(current.windSpeed, current.windCompass, units: units) { parts.append("wind \(wind)") }
        if let humidity = current.humidity { parts.append("humidity \(Int(humidity.rounded()))%") }
        return parts.joined(separator: " · ")
    }

    private func row(for day: DailyForecast, units: Units) -> [String] {
        [
            "\(locale.weekday(day.date)) \(day.date)",
            day.condition.description,
            Self.degrees(day.minTemperature),
            Self.degrees(day.maxTemperature),
            day.precipitationProbability.map { "\(Int(($0 * 100).rounded()))%" } ?? "–",
            day.precipitationAmount.map { precipitation($0, units: units) } ?? "–",
            Self.wind(day.windSpeed, day.windCompass, units: units) ?? "–",
        ]
    }

    private func line(_ cells: [String], widths: [Int]) -> String {
        let padded = cells.indices.map { column in
            let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(cells[column]))
            return Self.leftAligned.contains(column) ? cells[column] + gap : gap + cells[column]
        }
        let text = padded.joined(separator: "  ")
        return String(text.reversed().drop(while: { $0 == " " }).reversed())
    }

    private func styled(_ text: String, sgr: String) -> String {
        colored ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }

    /// "2.4 mm" or "0.09 in", for an amount in millimetres.
    private func precipitation(_ millimetres: Double, units: Units) -> String {
        let digits = units == .metric ? 1 : 2
        return locale.number("%.\(digits)f", units.precipitation(fromMillimetres: millimetres)) + " "
            + units.precipitationSymbol
    }

    /// "10°", "-3°".
    private static func degrees(_ value: Double) -> String {
        "\(Int(value.rounded()))°"
    }

    /// "2 m/s SSW"; nil without a speed.
    private static func wind(_ speed: Double?, _ compass: CompassDirection?, units: Units) -> String? {
        guard let speed else { return nil }
        return ["\(Int(speed.rounded())) \(units.speedSymbol)", compass?.abbreviation].compactMap { $0 }
            .joined(separator: " ")
    }
}
