import Domain
import Foundation

/// The words a user's detail shows about its state, kept beside the state so they are tested with it.
extension UserDetailState {
    /// The title: the user's full name, "User" until something is known.
    public var title: String {
        guard let user else { return "User" }
        return user.fullName.isEmpty ? user.id : user.fullName
    }

    /// The title status: the source, and "offline — data from 10:42" when the record came from
    /// the offline cache.
    public func titleStatus(in timeZone: TimeZone) -> String {
        guard case .cached(let since) = record.value?.freshness else { return sourceName }
        return "\(sourceName) · offline — data from \(HumanDateFormat.time(since, in: timeZone))"
    }
}
