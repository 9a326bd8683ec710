/// Measurement system for everything tern shows with a unit.
///
/// Metric: °C, m/s, mm, hPa, metres. Imperial: °F, mph, inches, inHg, miles. The domain types keep
/// temperatures and speeds in the requested system but precipitation in millimetres, pressure in hPa
/// and visibility in metres; the `…(fromMillimetres:)`-style conversions below turn those into
/// these units, so the screens and the `--print`/`--json` reports convert the same way.
public enum Units: String, CaseIterable, Hashable, Sendable {
    case metric
    case imperial

    /// The other system, for the `u` toggle.
    public var toggled: Units {
        self == .metric ? .imperial : .metric
    }

    /// "°C" or "°F".
    public var temperatureSymbol: String {
        self == .metric ? "°C" : "°F"
    }

    /// "m/s" or "mph".
    public var speedSymbol: String {
        self == .metric ? "m/s" : "mph"
    }

    /// `value`, a temperature in `source` units, expressed in these units.
    public func temperature(_ value: Double, from source: Units) -> Double {
        switch (source, self) {
        case (.metric, .imperial): value * 9 / 5 + 32
        case (.imperial, .metric): (value - 32) * 5 / 9
        default: value
        }
    }

    /// `value`, a speed in `source` units (m/s or mph), expressed in these units.
    public func speed(_ value: Double, from source: Units) -> Double {
        switch (source, self) {
        case (.metric, .imperial): value / Self.metresPerSecondPerMile
        case (.imperial, .metric): value * Self.metresPerSecondPerMile
        default: value
        }
    }

    /// "mm" or "in".
    public var precipitationSymbol: String {
        self == .metric ? "mm" : "in"
    }

    /// A precipitation amount given in millimetres, in these units.
    public func precipitation(fromMillimetres value: Double) -> Double {
        self == .metric ? value : value / Self.millimetresPerInch
    }

    /// "hPa" or "inHg".
    public var pressureSymbol: String {
        self == .metric ? "hPa" : "inHg"
    }

    /// A pressure given in hectopascals, in these units.
    public func pressure(fromHectopascals value: Double) -> Double {
        self == .metric ? value : value / Self.hectopascalsPerInchOfMercury
    }

    /// "m" or "mi".
    public var distanceSymbol: String {
        self == .metric ? "m" : "mi"
    }

    /// A distance given in metres, in these units.
    public func distance(fromMetres value: Double) -> Double {
        self == .metric ? value : value / Self.metresPerMile
    }

    private static let millimetresPerInch = 25.4
    private static let hectopascalsPerInchOfMercury = 33.8639
    private static let metresPerMile = 1_609.344

    /// One mile per hour in metres per second.
    private static let metresPerSecondPerMile = 0.44704
}
