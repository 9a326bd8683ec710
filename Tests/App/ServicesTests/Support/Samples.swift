import Foundation
import NetworkingTestSupport
import Testing

/// Reads the shared real API samples (through `APISamples`) and this target's own fixtures
/// (`Tests/ServicesTests/Fixtures/`), recording a clear test issue when a file is missing.
enum Samples {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ServicesTests
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// A real provider body from the shared samples folder; fails the test clearly when missing.
    static func shared(_ name: String) throws -> Data {
        do {
            return try APISamples.data(name)
        } catch {
            Issue.record("\(error)")
            throw error
        }
    }

    /// A fixture of this test target.
    static func fixture(_ name: String) throws -> Data {
        let file = fixtures.appendingPathComponent(name)
        do {
            return try Data(contentsOf: file)
        } catch {
            Issue.record("fixture missing: \(file.path)")
            throw error
        }
    }
}
