import Domain
import Foundation

/// The words the users list shows about its state, kept beside the state so they are tested with it.
extension UsersListState {
    /// The title: "Users · 100", "12 of 100 match" while filtering, "Users" before anything loaded.
    public var title: String {
        if users.isEmpty && total == nil {
            return "Users"
        }
        if let matches {
            return "\(matches.indices.count) of \(searchesWholeList ? rowCount : users.count) match"
        }
        return "Users · \(max(total ?? 0, users.count))"
    }

    /// Where the selection is among the rows shown, "12/107" (of the matches while filtering);
    /// `nil` without rows.
    public var position: String? {
        visibleCount > 0 ? "\(cursor.selection + 1)/\(visibleCount)" : nil
    }

    /// What the filter's search has left to do: "searching…" while a whole-list search is under
    /// way, "searching… 150 of 1000" while pages remain to be searched one by one; `nil` when the
    /// matches shown are all there are (or a page failed).
    public var searchProgress: String? {
        if case .names = searchRequest { return "searching…" }
        guard !searchesWholeList, matches != nil, nextPage != nil, status == .loaded, pageFailure == nil
        else { return nil }
        return "searching… \(users.count)" + (total.map { " of \(max($0, users.count))" } ?? "")
    }

    /// The title status: the position, the source ("sample data", "DummyAPI"), "offline — data
    /// from 10:42" when the rows come from the offline cache, and what is under way or failed
    /// beside the rows.
    public func titleStatus(in timeZone: TimeZone) -> String {
        var parts = [position, sourceName, searchProgress, freshness.offlineNote(in: timeZone)].compactMap { $0 }
        if status == .loading && !users.isEmpty {
            parts.append("reloading…")
        }
        if let pageFailure {
            parts.append("more failed: \(pageFailure.message)" + (pageFailure.isRetryable ? " — r to retry" : ""))
        }
        return parts.joined(separator: " · ")
    }
}
