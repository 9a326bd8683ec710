import Domain
import DomainText
import FoundationEssentials

/// How the Weather screens write numbers for people: "9°C", "3° / 9°", "80%", "5 m/s NNE",
/// "1013 hPa", "10 km", "N/A" for anything missing — in the units the person chose (imperial:
/// °F, mph, inches of rain, miles, inHg), decimals and times as the person's locale writes them
/// ("2,4 mm", "11:02 PM"). Pure functions.
enum WeatherFormat {
    /// What a missing value reads as.
    static let missing = "N/A"

    /// "9°" — rounded, never "-0°".
    static func degrees(_ value: Double) -> String {
        guard value.isFinite else { return missing }
        let rounded = Int(value.rounded())
        return "\(rounded)°"
    }

    /// "9°C" / "48°F".
    static func temperature(_ value: Double?, _ units: Units) -> String {
        guard let value, value.isFinite else { return missing }
        return degrees(value) + units.temperatureSymbol.dropFirst()
    }

    /// " 3° / 12°C": minimum and maximum, each right-aligned in 4 columns so rows line up.
    static func range(min low: Double, max high: Double, _ units: Units) -> String {
        leftPadded(degrees(low), to: 4) + " /" + leftPadded(degrees(high), to: 4) + units.temperatureSymbol.dropFirst()
    }

    /// "80%" for a 0…1 probability.
    static func probability(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(Int((value * 100).rounded()))%"
    }

    /// "65%" for a value already in percent.
    static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(Int(value.rounded()))%"
    }

    /// "2.4 mm" (metric) or "0.09 in" (imperial) for an amount in millimetres.
    static func precipitation(_ millimetres: Double?, _ units: Units, _ locale: TextLocale) -> String {
        guard let millimetres, millimetres.isFinite else { return missing }
        if units == .imperial {
            return locale.number("%.2f in", units.precipitation(fromMillimetres: millimetres))
        }
        return locale.number("%.1f mm", millimetres)
    }

    /// "1013 hPa" (metric) or "29.91 inHg" (imperial) for a pressure in hectopascals.
    static func pressure(_ hectopascals: Double?, _ units: Units, _ locale: TextLocale) -> String {
        guard let hectopascals, hectopascals.isFinite else { return missing }
        if units == .imperial {
            return locale.number("%.2f inHg", units.pressure(fromHectopascals: hectopascals))
        }
        return "\(Int(hectopascals.rounded())) hPa"
    }

    /// "10 km" or "800 m" (metric), "6.2 mi" (imperial).
    static func visibility(_ metres: Double?, _ units: Units, _ locale: TextLocale) -> String {
        guard let metres, metres.isFinite else { return missing }
        if units == .imperial { return locale.number("%.1f mi", units.distance(fromMetres: metres)) }
        return metres >= 1_000
            ? locale.number("%g km", (metres / 100).rounded() / 10) : "\(Int(metres.rounded())) m"
    }

    /// "5 m/s".
    static func speed(_ value: Double?, _ units: Units) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(Int(value.rounded())) \(units.speedSymbol)"
    }

    /// "5 m/s from NNE (20°)", or just the speed when the direction is unknown.
    static func wind(speed: Double?, direction: Double?, _ units: Units) -> String {
        guard let speed, speed.isFinite else { return missing }
        guard let direction, let compass = CompassDirection(degrees: direction) else { return self.speed(speed, units) }
        return "\(self.speed(speed, units)) from \(compass.abbreviation) (\(Int(direction.rounded()))°)"
    }

    /// "07:42" on the location's own clock.
    static func localTime(_ date: Date?, at location: Location, _ locale: TextLocale) -> String {
        guard let date else { return missing }
        return locale.time(date, utcOffsetSeconds: location.utcOffsetSeconds)
    }

    /// "60% chance · 2.4 mm", either part alone when the other is unknown, or "N/A".
    static func rain(chance: Double?, amount: Double?, _ units: Units, _ locale: TextLocale) -> String {
        let parts = [chance.map { probability($0) + " chance" }, amount.map { precipitation($0, units, locale) }]
            .compactMap { $0 }
        return parts.isEmpty ? missing : parts.joined(separator: " · ")
    }

    /// "rises 07:30 · sets 16:45" on the location's clock; "N/A" for an unknown time.
    static func sun(rise: Date?, set: Date?, at location: Location, _ locale: TextLocale) -> String {
        "rises \(localTime(rise, at: location, locale)) · sets \(localTime(set, at: location, locale))"
    }

    /// "48.85° N, 2.35° E".
    static func coordinates(of location: Location, _ locale: TextLocale) -> String {
        let latitude = locale.number("%.2f", abs(location.latitude)) + "°" + (location.latitude < 0 ? " S" : " N")
        let longitude =
            locale.number("%.2f", abs(location.longitude)) + "°" + (location.longitude < 0 ? " W" : " E")
        return "\(latitude), \(longitude)"
    }

    /// `text` with spaces in front to fill `width` columns.
    static func leftPadded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
