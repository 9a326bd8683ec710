/// Where the Users section gets its people: bundled sample data or DummyAPI.
public enum UsersProvider: String, CaseIterable, Sendable, Equatable {
    case sample
    case dummyapi
}
