import Domain
import FoundationEssentials
import TerminalCore

/// A bundled sample city with a rough climate, from `sample-cities.json`.
///
/// Mean daily highs and lows are annual means in °C; `seasonalSwing` is how far the season moves
/// them (summer peaks in mid-July north of the equator, mid-January south of it); `wetness` is the
/// share of wet days; `windiness` a typical wind speed in m/s. `name` is the English name a person
/// types (Tokyo) and `localName` the gazetteer's local one (東京) where it differs (decision 2250).
struct SampleCity: Decodable, Sendable {
    var name: String
    var localName: String?
    var aliases: [String]
    var country: String
    var adminArea: String?
    var latitude: Double
    var longitude: Double
    var timeZone: String
    var standardOffsetSeconds: Int
    var meanHigh: Double
    var meanLow: Double
    var seasonalSwing: Double
    var wetness: Double
    var windiness: Double

    /// The city as a location, with its UTC offset at `instant` (summer time included where the
    /// system knows the zone; the standard offset otherwise).
    func location(at instant: Date) -> Location {
        Location(
            name: name,
            localName: localName,
            country: country,
            adminArea: adminArea,
            latitude: latitude,
            longitude: longitude,
            utcOffsetSeconds: TimeZoneRules(identifier: timeZone)?.secondsFromGMT(for: instant)
                ?? standardOffsetSeconds,
            timeZoneIdentifier: timeZone
        )
    }

    /// Folded name and aliases, for searching.
    var searchKeys: [String] {
        ([name] + aliases).map(TextFolding.fold)
    }

    /// Decodes `sample-cities.json`, compiled into the binary (`PackageResources`).
    static func bundled() throws(JSONBody.Failure) -> [SampleCity] {
        let name = "sample-cities.json"
        let data = Data(PackageResources.sample_cities_json)
        do {
            return try JSONBody.decode([SampleCity].self, from: data)
        } catch {
            throw JSONBody.Failure(path: "\(name): \(error.path)", reason: error.reason)
        }
    }
}
