extension Double {
    /// The value rounded to an `Int`, or `nil` when it is not finite or too large for one:
    /// `Int(_:)` traps on those, and chart input comes from servers.
    var roundedInt: Int? {
        guard isFinite, Swift.abs(self) < 1e15 else { return nil }
        return Int(rounded())
    }
}
