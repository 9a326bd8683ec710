import Domain
import FoundationEssentials
import TerminalCore

/// Validates provider base URLs given by users: `http://` or `https://` with a host, nothing else.
public enum BaseURL {
    /// The URL in `text`, or `nil` when it is not an absolute http(s) URL with a host.
    public static func parse(_ text: String) -> URL? {
        guard let components = URLComponents(string: text.trimmingSpacesAndTabs()),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false, components.query == nil, components.fragment == nil
        else { return nil }
        return components.url
    }
}
