import Domain
import Networking

extension HTTPResponse {
    /// `.cached` when the client served this from the offline cache, `.live` otherwise.
    var freshness: Freshness {
        Freshness(cachedAt: cachedAt)
    }

    /// True for 2xx statuses.
    var isSuccess: Bool {
        (200..<300).contains(status)
    }
}
