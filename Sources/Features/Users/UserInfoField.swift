/// One labelled line of a user's information ("Email", "sara.andersen@example.com"), ready to show.
public struct UserInfoField: Equatable, Hashable, Sendable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
