import Domain
import ViewModelCore

/// One user's detail: what the list already knew (the preview), the full record as it loads, and
/// the request the feedback should run. A value; `UserDetailViewModel.reduce` is its only writer.
public struct UserDetailState: Equatable, Sendable {
    /// Where the users come from ("sample data", "DummyAPI").
    public var sourceName: String
    /// The id being shown; `nil` before anything was asked for.
    public var userID: String?
    /// The list's preview of the user, shown until the full record arrives.
    public var preview: User?
    /// The full record's load.
    public var record: Loadable<Fetched<User>> = .notRequested
    /// The record being loaded (the feedback runs it); `nil` when nothing loads.
    public var request: UserDetailRequest?
    /// The spinner's frame while loading.
    public var spinnerFrame = 0
    /// Counts requests, so each one is distinct.
    public var generation = 0

    public init(sourceName: String) {
        self.sourceName = sourceName
    }

    /// The best user known: the full record, or else the preview.
    public var user: User? {
        record.value?.value ?? preview
    }

    /// True while loading with nothing at all to show: the spinner's time.
    public var showsSpinner: Bool {
        record.isLoading && user == nil
    }
}
