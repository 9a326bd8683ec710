/// Which section the app opens on and what it does there first, from the command line.
///
/// `tern` opens the home screen, `tern users --open ID` a user's detail, `tern weather Paris --detail`
/// the forecast detail for Paris.
public enum StartupRequest: Sendable, Equatable {
    /// The first section (Users); Tab switches to Weather.
    case home
    /// The Users section; `openUserID` opens that user's detail, `showMoreInfo` also opens its more-info sheet.
    case users(openUserID: String?, showMoreInfo: Bool)
    /// The Weather section; `city` (or the configured default city), `detail` opens the forecast detail,
    /// `showMoreInfo` opens the more-info sheet.
    case weather(city: String?, detail: Bool, showMoreInfo: Bool)
    /// A section a feature contributes, by its name: `tern movies` (decision 2010).
    case section(String)
}
