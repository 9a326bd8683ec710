/// Why a redirect was not followed: the only two kinds `RedirectPolicy` refuses.
public enum RedirectRefusal: Equatable, Sendable {
    /// To a scheme tern does not speak (`ftp:`, `file:`…).
    case unsupportedScheme(String)
    /// To another scheme, host or port than the request's: the key must not follow it there.
    case otherOrigin(host: String)
}
