import FoundationEssentials

/// A place weather is reported for: name, country, coordinates and its offset from UTC.
public struct Location: Hashable, Sendable {
    /// The place name as the provider spells it, e.g. "São Paulo", "東京".
    public var name: String
    /// The name in the place's own language where it differs from `name` ("東京" for Tokyo;
    /// decision 2250), nil when none is known.
    public var localName: String?
    /// Country name or ISO code, as the provider gives it ("France", "GB").
    public var country: String?
    /// State, region or province, e.g. "Île-de-France".
    public var adminArea: String?
    public var latitude: Double
    public var longitude: Double
    /// Offset of the place's local time from UTC in seconds (negative west of Greenwich).
    public var utcOffsetSeconds: Int
    /// IANA time zone name when the provider gives one, e.g. "Europe/Paris".
    public var timeZoneIdentifier: String?

    public init(
        name: String,
        localName: String? = nil,
        country: String? = nil,
        adminArea: String? = nil,
        latitude: Double,
        longitude: Double,
        utcOffsetSeconds: Int,
        timeZoneIdentifier: String? = nil
    ) {
        self.name = name
        self.localName = localName
        self.country = country
        self.adminArea = adminArea
        self.latitude = latitude
        self.longitude = longitude
        self.utcOffsetSeconds = utcOffsetSeconds
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// Takes `place`'s names — name, local name, and its region and country where it knows them —
    /// keeping this location's coordinates and UTC offset: a forecast asked by a place's coordinates
    /// is named as the place was, not as the provider names its grid point.
    public mutating func takeNames(of place: Location) {
        name = place.name
        localName = place.localName
        adminArea = place.adminArea ?? adminArea
        country = place.country ?? country
    }

    /// "Tokyo (東京)": the name, then the local name in parentheses where there is one; "Paris".
    public var shownName: String {
        guard let localName, !localName.isEmpty, localName != name else { return name }
        return name + " (" + localName + ")"
    }

    /// "Paris, Île-de-France, France", "Tokyo (東京), Tokyo, Japan": the shown name with whatever
    /// region and country are known.
    public var displayName: String {
        [shownName, adminArea, country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The wall-clock time here at `instant`, for a header's "local time".
    public func localTime(at instant: Date) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// "UTC+5:45", "UTC−3", "UTC".
    public var utcOffsetText: String {
        guard utcOffsetSeconds != 0 else { return "UTC" }
        let sign = utcOffsetSeconds < 0 ? "−" : "+"
        let minutes = abs(utcOffsetSeconds) / 60
        let hours = minutes / 60
        return "UTC\(sign)\(hours)" + (minutes % 60 == 0 ? "" : ":" + (minutes % 60).zeroPadded(to: 2))
    }
}
