/// The unit system for temperatures and wind speeds.
public enum Units: String, CaseIterable, Sendable, Equatable {
    case metric
    case imperial
}
