/// Where the Weather screen keeps its last successful searches between runs.
///
/// Reading never fails: a missing or unreadable store reads as no cities. Writing is best effort:
/// recent cities are a convenience, so a store that cannot write keeps working without them.
public protocol RecentCitiesStore: Sendable {
    /// The stored cities, newest first.
    func load() -> [RecentCity]
    /// Replaces the stored cities with `cities`, newest first.
    func save(_ cities: [RecentCity])
}
