/// Measurement system for temperatures and wind speeds.
///
/// Metric: °C and m/s. Imperial: °F and mph. Precipitation is always in millimetres and pressure in
/// hPa in the domain types; `precipitationText`-style formatting is the screens' job.
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

    /// One mile per hour in metres per second.
    private static let metresPerSecondPerMile = 0.44704
}
