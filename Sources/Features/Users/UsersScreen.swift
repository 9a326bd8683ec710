import Domain
import ListDetail

/// The Users section's screen: the list → detail → sheet component's, over user summaries with the
/// full record as the detail (`UsersSection.makeScreen`).
public typealias UsersScreen = ListDetailScreen<UserSummary, Fetched<User>>
