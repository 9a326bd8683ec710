/// Where the Weather screen keeps the names of its last successful searches between runs.
///
/// Reading never fails: a missing or unreadable store reads as no cities. Writing is best effort:
/// recent cities are a convenience, so a store that cannot write keeps working without them.
public protocol RecentCitiesStore: Sendable {
    /// The stored names, newest first.
    func load() -> [String]
    /// Replaces the stored names with `cities`, newest first.
    func save(_ cities: [String])
}
