import Domain
import ViewModelCore

/// Everything that can happen to the users list: what the person did, and what came back.
public enum UsersListEvent: Equatable, Sendable {
    /// A user intent (a key, mapped by the screen).
    case user(UsersListIntent)
    /// A requested page arrived.
    case pageLoaded(UsersPageRequest, Fetched<UserPage>)
    /// A requested page failed.
    case pageFailed(UsersPageRequest, LoadFailure)
    /// A whole-list name search answered (`UsersSearchRequest.names`), with the users on the rows
    /// around the one it keeps selected, by position.
    case searched(UsersSearchRequest, UserFilterResult, found: [Int: UserSummary])
    /// The users at the positions asked for arrived (`UsersSearchRequest.users`), by position.
    case usersFound(UsersSearchRequest, [Int: UserSummary])
    /// A whole-list search, or the fetch of the users it found, failed.
    case searchFailed(UsersSearchRequest, LoadFailure)
    /// The spinner advances a frame (sent by the view model's clock while loading).
    case spinnerTick
}

/// What the person asked the users list to do.
public enum UsersListIntent: Equatable, Sendable {
    /// Load the first page (sent once when the screen starts).
    case start
    /// Load everything again from the first page (`r`).
    case reload
    /// Move the selection.
    case move(ListCursor.Move)
    /// The list shows this many rows at once (its height in the last frame): the pages around the
    /// selection that fill them are loaded.
    case viewport(rows: Int)
    /// Open the filter field (`/`), keeping any query already there.
    case openFilter
    /// The filter text is now this (each edit in the field).
    case filterChanged(String)
    /// Keep the filter and give the keys back to the list (Enter).
    case commitFilter
    /// Clear the filter and close the field (Esc).
    case clearFilter
    /// Show the selected user's detail (Enter or →): beside the list on a wide screen, alone on a
    /// narrow one.
    case openDetail
    /// Hide the detail (Esc or ←).
    case closeDetail
    /// Open the detail of the user with this id, as if the person had moved to them and pressed
    /// Enter (`tern users --open ID`): the first page puts the cursor on them if it holds them.
    case openUser(id: String)
    /// Show the more-info sheet, or hide it (`m`/`i`).
    case toggleMoreInfo
    /// Hide the more-info sheet (its close keys, a click outside it).
    case closeMoreInfo
}
