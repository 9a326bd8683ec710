import Domain
import FoundationEssentials
import TerminalCore

/// Recent cities in a small JSON file, e.g. `~/.local/state/tern/recent-cities.json`: a list of
/// `RecentCity` objects (`{"name":"Springfield","region":"Illinois",…,"latitude":39.8,…}`), where a
/// bare name (`["Paris","東京"]`, as older versions wrote) still reads, as a name alone.
///
/// Writes are atomic (a temporary file renamed over the old one), so a crash never leaves half a
/// file; the file is 0600 and its directory, created on first save, 0700 (`PrivateStateFile`). A
/// missing, unreadable or malformed file reads as no cities, as does one that is a symbolic link or
/// larger than `PrivateStateFile.maximumBytes` (64 KiB; `refusal` says why, once at start); a city
/// whose name is blank or too long is dropped, and one whose other texts are too long keeps its name alone. Stateless apart from the path, so
/// `Sendable`; concurrent saves from several processes end with one of them winning.
public struct RecentCitiesFileStore: RecentCitiesStore {
    /// The file read and written.
    public let fileURL: URL
    /// At most this many names are read or written.
    public let limit: Int
    /// Where an older tern kept recent cities (the cache folder, whose eviction could delete
    /// them): adopted by the first `load` that finds no file of this store's own — not at start,
    /// so a run that shows no recent city moves nothing before its first frame.
    public let legacyFileURL: URL?

    /// Names longer than this (in characters) are not real city names and are dropped (a region,
    /// country or zone that long drops the place, keeping the name).
    static let maximumNameLength = 200

    public init(fileURL: URL, limit: Int = 8, legacyFileURL: URL? = nil) {
        self.fileURL = fileURL
        self.limit = limit
        self.legacyFileURL = legacyFileURL
    }

    /// The store at `recent-cities.json` inside `directory` (the state directory), adopting the one
    /// in `legacyDirectory` (the cache folder) if there is one.
    public init(directory: URL, limit: Int = 8, legacyDirectory: URL? = nil) {
        self.init(
            fileURL: directory.appendingPathComponent("recent-cities.json"), limit: limit,
            legacyFileURL: legacyDirectory?.appendingPathComponent("recent-cities.json"))
    }

    public func load() -> [RecentCity] {
        if let legacyFileURL { adoptLegacyFile(legacyFileURL) }
        guard let data = PrivateStateFile(url: fileURL).read(),
            let cities = try? JSONDecoder().decode([RecentCity].self, from: data)
        else { return [] }
        return clean(cities)
    }

    public func save(_ cities: [RecentCity]) {
        guard let data = try? JSONEncoder().encode(clean(cities)) else { return }
        PrivateStateFile(url: fileURL).write(data)
    }

    /// Moves `legacy` to this store's file, unless this store already has one. Nothing happens
    /// when `legacy` is absent; it is removed only once its cities are saved here, and a legacy file
    /// that does not read as a list of names is left where it is.
    private func adoptLegacyFile(_ legacy: URL) {
        let files = FileManager.default
        guard legacy.standardizedFileURL != fileURL.standardizedFileURL, files.fileExists(atPath: legacy.path),
            !files.fileExists(atPath: fileURL.path),
            let names = PrivateStateFile(url: legacy).read().flatMap({
                try? JSONDecoder().decode([RecentCity].self, from: $0)
            })
        else { return }
        save(names)
        if files.fileExists(atPath: fileURL.path) { try? files.removeItem(at: legacy) }
    }

    /// Why the file is refused (a symbolic link, not a regular file, over 64 KiB), in one line;
    /// `nil` when it is missing or fine.
    public var refusal: String? { PrivateStateFile(url: fileURL).refusal }

    private func clean(_ cities: [RecentCity]) -> [RecentCity] {
        let kept = cities.compactMap { city -> RecentCity? in
            let name = city.name.trimmingWhitespace()
            guard !name.isEmpty, name.count <= Self.maximumNameLength else { return nil }
            let texts = city.place.map { [$0.localName, $0.region, $0.country, $0.timeZone] } ?? []
            let place = texts.allSatisfy { $0.count <= Self.maximumNameLength } ? city.place : nil
            return RecentCity(
                name: name,
                place: place.map {
                    var place = $0; place.name = name; return place
                })
        }
        return Array(kept.prefix(limit))
    }
}
