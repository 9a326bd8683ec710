import Foundation
import NetworkingTestSupport

/// This target's fixture files (`Tests/Features/MoviesTests/Fixtures/`), TMDB answers in TMDB's shape.
enum Fixtures {
    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // MoviesTests
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The bytes of the fixture `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A fixture server reply serving the fixture `name` with `status`.
    static func reply(_ name: String, status: Int = 200) throws -> FixtureReply {
        try .file(directory.appendingPathComponent(name), status: status)
    }
}
