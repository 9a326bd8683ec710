import TerminalCore

/// A city the Weather screen showed, kept between runs: the name it was shown by and, where known,
/// the place itself, so that reopening a recent "Springfield" in Illinois opens that one by its
/// coordinates, not the most populous Springfield (decision 2251).
///
/// Stored as JSON: an object with `name` and, for a place, `local_name`, `region`, `country`,
/// `latitude`, `longitude` and `time_zone`; a bare string (what older versions wrote) is a name
/// alone, searched again as typed.
public struct RecentCity: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The name as shown and typed again ("Springfield", "New York").
    public var name: String
    /// The place it named, for its coordinates; nil for a name alone.
    public var place: Place?

    /// A recent `name`, of `place` when it is known.
    public init(name: String, place: Place? = nil) {
        self.name = name
        self.place = place
    }

    /// A name alone, as older versions stored it.
    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    /// The place a forecast was shown for: its name and coordinates (those the provider answered
    /// for), region, country and time zone.
    public init(_ location: Location) {
        self.init(
            name: location.name,
            place: Place(
                name: location.name, localName: location.localName ?? "", region: location.adminArea ?? "",
                country: location.country ?? "", latitude: location.latitude, longitude: location.longitude,
                timeZone: location.timeZoneIdentifier ?? ""))
    }

    /// True when `other` is the same city: the same name (ignoring case and accents) and, when both
    /// know their place, coordinates within a tenth of a degree (about 11 km).
    public func isSameCity(as other: RecentCity) -> Bool {
        guard TextFolding.fold(name) == TextFolding.fold(other.name) else { return false }
        guard let place, let otherPlace = other.place else { return true }
        return abs(place.latitude - otherPlace.latitude) < 0.1 && abs(place.longitude - otherPlace.longitude) < 0.1
    }

    private enum Key: String, CodingKey {
        case name, localName = "local_name", region, country, latitude, longitude, timeZone = "time_zone"
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(name: name)
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .name)
        guard let latitude = try container.decodeIfPresent(Double.self, forKey: .latitude),
            let longitude = try container.decodeIfPresent(Double.self, forKey: .longitude),
            abs(latitude) <= 90, abs(longitude) <= 180
        else {
            self.init(name: name)
            return
        }
        func text(_ key: Key) throws -> String { try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        self.init(
            name: name,
            place: Place(
                name: name, localName: try text(.localName), region: try text(.region), country: try text(.country),
                latitude: latitude, longitude: longitude, timeZone: try text(.timeZone)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        guard let place else { return }
        for (key, value) in [(Key.localName, place.localName), (.region, place.region), (.country, place.country)]
        where !value.isEmpty {
            try container.encode(value, forKey: key)
        }
        try container.encode(place.latitude, forKey: .latitude)
        try container.encode(place.longitude, forKey: .longitude)
        if !place.timeZone.isEmpty { try container.encode(place.timeZone, forKey: .timeZone) }
    }
}
