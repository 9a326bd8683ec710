import Domain
import TerminalCore
import Widgets

/// What Weather draws above its list's rows: the dim column titles above the days, lined up with
/// `WeatherForecastRows.row(for:units:locale:dateWidth:)`'s columns, the invitation above the recent
/// cities, or how to pick among the picker's cities.
enum WeatherHeading: Widget {
    /// "day  sky … low  high   rain", the sky `dateWidth` columns after the day.
    case columns(dateWidth: Int)
    /// "Type a city, or pick a recent one (Enter):" and a blank row.
    case recentCities
    /// Above the picker's cities: how to choose one, and a blank row.
    case places

    /// The line above the picker's cities.
    static let placesText = "Cities by population: ↑/↓ choose, Enter picks"

    /// The rows it takes.
    var height: Int {
        switch self {
        case .columns: 1
        case .recentCities, .places: 2
        }
    }

    func render(into buffer: inout Buffer, area: Rect) {
        switch self {
        case .columns(let dateWidth):
            let content = area.inset(left: 1, right: 1)
            guard content.width > 0 else { return }
            let right = " low  high   rain"
            let rightX = content.maxX - DisplayWidth.of(right)
            let left = TextLayout.truncate(
                "   " + TextLayout.pad("day", toWidth: dateWidth) + "  sky",
                toWidth: max(0, rightX - content.x - 1))
            buffer.write(left, x: content.x, y: area.y, style: buffer.theme[.secondary], clip: content)
            if rightX > content.x + DisplayWidth.of(left) {
                buffer.write(right, x: rightX, y: area.y, style: buffer.theme[.secondary], clip: content)
            }
        case .recentCities:
            buffer.write(
                "Type a city, or pick a recent one (Enter):", x: area.x + 1, y: area.y, style: buffer.theme[.secondary],
                clip: area)
        case .places:
            buffer.write(Self.placesText, x: area.x + 1, y: area.y, style: buffer.theme[.secondary], clip: area)
        }
    }
}
