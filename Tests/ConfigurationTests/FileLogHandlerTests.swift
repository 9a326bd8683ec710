import Configuration
import Foundation
import Logging
import Testing

@Suite struct FileLogHandlerTests {
    @Test func appendsOneLinePerMessageToAnOwnerOnlyFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tern-log-\(UUID().uuidString).log")
            .path
        let factory = try FileLogHandler.factory(path: path)
        let logger = Logger(label: "tern.http", factory: factory)
        logger.info("GET http://127.0.0.1/x?appid=*** → 200", metadata: ["status": "200"])
        logger.debug("not at info level")
        logger.warning("two\nlines")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("info tern.http: GET http://127.0.0.1/x?appid=*** → 200 status=200") == true)
        #expect(lines.last?.hasSuffix("warning tern.http: two lines") == true)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try? FileManager.default.removeItem(atPath: path)
    }
}
