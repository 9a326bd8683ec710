import Domain
import Foundation

/// Recent cities in a small JSON file (`["Paris","東京"]`), e.g. `~/.cache/tern/recent-cities.json`.
///
/// Writes are atomic (a temporary file renamed over the old one), so a crash never leaves half a
/// file; the directory is created on first save. A missing, unreadable or malformed file reads as
/// no cities, and names that are blank or too long are dropped. Stateless apart from the path, so
/// `Sendable`; concurrent saves from several processes end with one of them winning.
public struct RecentCitiesFileStore: RecentCitiesStore {
    /// The file read and written.
    public let fileURL: URL
    /// At most this many names are read or written.
    public let limit: Int

    /// Names longer than this (in characters) are not real city names and are dropped.
    static let maximumNameLength = 200

    public init(fileURL: URL, limit: Int = 8) {
        self.fileURL = fileURL
        self.limit = limit
    }

    /// The store at `recent-cities.json` inside `directory` (the cache or config directory).
    public init(directory: URL, limit: Int = 8) {
        self.init(fileURL: directory.appendingPathComponent("recent-cities.json"), limit: limit)
    }

    public func load() -> [String] {
        guard let data = try? Data(contentsOf: fileURL),
            let names = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return clean(names)
    }

    public func save(_ cities: [String]) {
        guard let data = try? JSONEncoder().encode(clean(cities)) else { return }
        try? FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: fileURL, options: .atomic)
    }

    private func clean(_ names: [String]) -> [String] {
        let kept = names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && $0.count <= Self.maximumNameLength }
        return Array(kept.prefix(limit))
    }
}
