/// Where the Users feature starts, from the command line: `tern users --open ID [--more]`.
public struct UsersStartup: Equatable, Sendable {
    /// Start on this user's detail (`--open ID`).
    public var openUserID: String?
    /// Also open the more-info sheet over it (`--more`; only with `openUserID`).
    public var showsMoreInfo: Bool

    public init(openUserID: String? = nil, showsMoreInfo: Bool = false) {
        self.openUserID = openUserID
        self.showsMoreInfo = showsMoreInfo
    }
}
