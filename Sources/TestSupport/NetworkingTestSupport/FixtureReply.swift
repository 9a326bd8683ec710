import Foundation

/// What the fixture server answers on a route: status, headers, body, a delay before answering and
/// a delivery behaviour (see `FixtureBehaviour`).
public struct FixtureReply: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Waited before the status line is sent.
    public var delay: Duration
    public var behaviour: FixtureBehaviour

    public init(
        status: Int = 200,
        headers: [String: String] = ["Content-Type": "application/json"],
        body: Data = Data(),
        delay: Duration = .zero,
        behaviour: FixtureBehaviour = .normal
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.behaviour = behaviour
    }

    /// A JSON reply from literal text (which need not be valid JSON: tests use that for broken bodies).
    public static func json(_ text: String, status: Int = 200) -> FixtureReply {
        FixtureReply(status: status, body: Data(text.utf8))
    }

    /// A JSON reply with the contents of `file`.
    public static func file(_ file: URL, status: Int = 200) throws -> FixtureReply {
        FixtureReply(status: status, body: try Data(contentsOf: file))
    }
}
