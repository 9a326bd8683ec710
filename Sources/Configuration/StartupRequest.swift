/// Which section the app opens on and what it does there first, from the command line.
///
/// `tern` opens the home screen, `tern users --open ID` a user's detail, `tern weather Paris --detail`
/// the forecast detail for Paris.
public enum StartupRequest: Sendable, Equatable {
    /// The section list.
    case home
    /// The Users section; `openUserID` opens that user's detail, `loadMore` loads the next page at once.
    case users(openUserID: String?, loadMore: Bool)
    /// The Weather section; `city` (or the configured default city), `detail` opens the forecast detail,
    /// `loadMore` shows the extended forecast.
    case weather(city: String?, detail: Bool, loadMore: Bool)
}
