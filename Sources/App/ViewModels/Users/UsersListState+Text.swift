import Domain
import Foundation

/// The words the users list shows about its state, kept beside the state so they are tested with it.
extension UsersListState {
    /// The title: "Users · 100", "12 of 100 match" while filtering, "Users" before anything loaded.
    /// While the filter's search is under way it says so: "12 found · searching… 150 of 1000" while
    /// pages remain to be searched one by one, "… · searching…" while a whole-list search runs (the
    /// rows are still the last answer's). In the title, not the status, which gets half the bar at most.
    public var title: String {
        if users.isEmpty && total == nil {
            return "Users"
        }
        if let matches, let searched = pagesSearched {
            return "\(matches.indices.count) found · searching… \(searched)"
        }
        let shown =
            matches.map { "\($0.indices.count) of \(searchesWholeList ? rowCount : users.count) match" }
            ?? "Users · \(max(total ?? 0, users.count))"
        if case .names = searchRequest {
            return shown + " · searching…"
        }
        return shown
    }

    /// How far a filter searching page by page has got, "150 of 1000" ("150" without a total);
    /// `nil` once every page is searched, without such a search, or after a page failed.
    private var pagesSearched: String? {
        guard !searchesWholeList, nextPage != nil, status == .loaded, pageFailure == nil else { return nil }
        return "\(users.count)" + (total.map { " of \(max($0, users.count))" } ?? "")
    }

    /// Where the selection is among the rows shown, "12/107" (of the matches while filtering);
    /// `nil` without rows.
    public var position: String? {
        visibleCount > 0 ? "\(cursor.selection + 1)/\(visibleCount)" : nil
    }

    /// The title status: the position, the source ("sample data", "DummyAPI"), "offline — data
    /// from 10:42" when the rows come from the offline cache, and what is under way or failed
    /// beside the rows.
    public func titleStatus(in timeZone: TimeZone) -> String {
        var parts = [position, sourceName, freshness.offlineNote(in: timeZone)].compactMap { $0 }
        if status == .loading && !users.isEmpty {
            parts.append("reloading…")
        }
        if let pageFailure {
            parts.append("more failed: \(pageFailure.message)" + (pageFailure.isRetryable ? " — r to retry" : ""))
        }
        return parts.joined(separator: " · ")
    }
}
