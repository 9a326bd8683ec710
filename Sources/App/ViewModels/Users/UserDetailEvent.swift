import Domain
import ViewModelCore

/// Everything that can happen to a user's detail: what the person (or the list) asked for, and
/// what came back.
public enum UserDetailEvent: Equatable, Sendable {
    /// A user intent.
    case user(UserDetailIntent)
    /// The requested full record arrived.
    case loaded(UserDetailRequest, Fetched<User>)
    /// The requested full record failed.
    case failed(UserDetailRequest, LoadFailure)
    /// The spinner advances a frame (sent by the view model's clock while loading).
    case spinnerTick
}

/// What the detail was asked to do.
public enum UserDetailIntent: Equatable, Sendable {
    /// Show this user: the list preview at once, the full record when it loads (asked for at
    /// once). Shown already while its load waits in the debounce, the load starts now.
    case show(User)
    /// Follow the list's selection to this user: like `show`, but the full record is asked for
    /// only once the selection has rested for `UserDetailViewModel.debounceSeconds`.
    case follow(User)
    /// Show the user with this id, known only by id (a deep link).
    case showID(String)
    /// Load the record again (`r` after an error).
    case retry
}
