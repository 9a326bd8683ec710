import Domain
import Foundation

/// A `RecentCitiesStore` that keeps the cities in memory, for tests (the app keeps them in a file:
/// `RecentCitiesFileStore`). Thread-safe (a lock guards the list); `saveCount` lets tests check writes.
public final class InMemoryRecentCitiesStore: RecentCitiesStore, @unchecked Sendable {
    private let lock = NSLock()
    private var cities: [RecentCity]
    private var saves = 0

    public init(_ cities: [RecentCity] = []) {
        self.cities = cities
    }

    public func load() -> [RecentCity] {
        lock.withLock { cities }
    }

    public func save(_ cities: [RecentCity]) {
        lock.withLock {
            self.cities = cities
            saves += 1
        }
    }

    /// How many times `save` was called.
    public var saveCount: Int {
        lock.withLock { saves }
    }
}
