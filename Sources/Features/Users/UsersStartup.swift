/// Where the Users feature starts, from the command line: `tern users --open ID [--more]`, which
/// is Enter on that user (and `m`).
public struct UsersStartup: Equatable, Sendable {
    /// Open this user's detail (`--open ID`).
    public var openUserID: String?
    /// Also open the more-info sheet over it (`--more`; only with `openUserID`).
    public var showsMoreInfo: Bool

    public init(openUserID: String? = nil, showsMoreInfo: Bool = false) {
        self.openUserID = openUserID
        self.showsMoreInfo = showsMoreInfo
    }
}
