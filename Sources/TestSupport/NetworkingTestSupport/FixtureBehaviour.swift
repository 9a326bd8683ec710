/// How the fixture server delivers a reply's body: normally, or failing in one of the ways real
/// networks fail.
public enum FixtureBehaviour: Sendable, Equatable {
    /// Headers and the whole body at once.
    case normal
    /// The body in chunks of `chunkBytes` with `interval` between them, chunked transfer encoding
    /// (no Content-Length, so the client cannot refuse it up front).
    case slowBody(chunkBytes: Int, interval: Duration)
    /// Announces the full Content-Length, sends `afterBytes` of the body, then closes the connection.
    case closeMidBody(afterBytes: Int)
    /// Accepts the request and never answers (until the server stops).
    case neverAnswer
    /// Answers normally once the test calls `FixtureServer.openGate(_:)` with this name, so a test can
    /// decide the order in which concurrent requests finish without timing assumptions.
    case heldUntilGateOpens(String)
    /// A body of `bytes` filler bytes with a matching Content-Length, generated as it is sent.
    case hugeBody(bytes: Int)
    /// The same filler in chunked transfer encoding: no Content-Length to refuse up front, so only
    /// counting the bytes as they arrive can stop it.
    case hugeChunkedBody(bytes: Int)
}
