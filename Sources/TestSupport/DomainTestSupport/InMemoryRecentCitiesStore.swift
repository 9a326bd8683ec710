import Domain
import Foundation

/// A `RecentCitiesStore` that keeps the names in memory, for tests (the app keeps them in a file:
/// `RecentCitiesFileStore`). Thread-safe (a lock guards the list); `saveCount` lets tests check writes.
public final class InMemoryRecentCitiesStore: RecentCitiesStore, @unchecked Sendable {
    private let lock = NSLock()
    private var cities: [String]
    private var saves = 0

    public init(_ cities: [String] = []) {
        self.cities = cities
    }

    public func load() -> [String] {
        lock.withLock { cities }
    }

    public func save(_ cities: [String]) {
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
