import Domain

/// The load the Weather view model wants under way: a search by typed name, a city picked, or a
/// reload of a place already shown, in the units asked for, tagged with an id so a late answer to an older
/// request is recognised and dropped.
public struct WeatherRequest: Equatable, Sendable {
    /// What to load.
    public enum Kind: Equatable, Sendable {
        /// Find the place called this (trimmed, non-empty) and load its forecast.
        case search(String)
        /// Load the forecast of a place found earlier (`r`, or retry after a failure).
        case reload(Location)
        /// Load the forecast of a city picked from the gazetteer, by its coordinates.
        case place(Place)

        /// The text that names the request on screen: the typed name or the place's name.
        public var displayText: String {
            switch self {
            case .search(let text): text
            case .reload(let location): location.name
            case .place(let place): place.name
            }
        }
    }

    /// Increases with every request the state starts; answers carry it back.
    public var id: Int
    /// What to load.
    public var kind: Kind
    /// The units to load in.
    public var units: Units
    /// True when the bundled sample answers it in place of the configured provider (`WeatherState.usesSample`).
    public var fromSample: Bool

    /// Request `id` to load `kind` in `units`, from the bundled sample when `fromSample`.
    public init(id: Int, kind: Kind, units: Units, fromSample: Bool = false) {
        self.id = id
        self.kind = kind
        self.units = units
        self.fromSample = fromSample
    }

    /// The text that names the request on screen.
    public var displayText: String { kind.displayText }
}
