/// A target from the issue beside its measurement: prints the limit and marks a miss.
struct Target {
    let limit: Double
    let text: String

    /// At most `limit`, written as `text` (e.g. "≤ 250 B").
    init(atMost limit: Double, _ text: String) {
        self.limit = limit
        self.text = text
    }

    /// "ok" or "MISS" for `value`; "n/a" when there is no measurement.
    func verdict(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return value <= limit ? "ok" : "MISS"
    }
}
