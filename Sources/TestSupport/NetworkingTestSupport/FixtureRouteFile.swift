import Foundation

/// The route configuration read by `tern-fixture-server`: a JSON file listing which fixture file is
/// served for which path and query, with what status, delay and behaviour.
///
/// ```json
/// { "routes": [
///   { "path": "/data/2.5/forecast", "query": { "q": "Nowhere" }, "file": "owm-error-404.json", "status": 404 },
///   { "path": "/data/2.5/forecast", "file": "owm-forecast-london.json" },
///   { "path": "/v1/search", "behaviour": "never-answer" }
/// ] }
/// ```
/// The first matching entry wins. `file` is relative to the fixture directory; `body` gives literal
/// text instead. Behaviours: `normal`, `slow-body` (`chunkBytes`, `intervalMilliseconds`),
/// `close-mid-body` (`afterBytes`), `never-answer`, `huge-body` (`bytes`), `huge-chunked-body` (`bytes`).
public struct FixtureRouteFile: Decodable, Sendable {
    public var routes: [Entry]

    /// One route in the file.
    public struct Entry: Decodable, Sendable {
        public var path: String
        public var query: [String: String]?
        public var file: String?
        public var body: String?
        public var status: Int?
        public var headers: [String: String]?
        public var delayMilliseconds: Int?
        public var behaviour: String?
        public var chunkBytes: Int?
        public var intervalMilliseconds: Int?
        public var afterBytes: Int?
        public var bytes: Int?

        init(path: String, query: [String: String]? = nil, file: String, status: Int = 200) {
            self.path = path
            self.query = query
            self.file = file
            self.status = status
        }
    }

    /// Reads `file` and turns it into server routes, in the order `FixtureServer` expects.
    public static func routes(from file: URL, fixtureDirectory: URL) throws -> [FixtureRoute] {
        let routeFile = try JSONDecoder().decode(FixtureRouteFile.self, from: Data(contentsOf: file))
        return try routeFile.routes(fixtureDirectory: fixtureDirectory)
    }

    /// Turns the entries into server routes, in the order `FixtureServer` expects.
    public func routes(fixtureDirectory: URL) throws -> [FixtureRoute] {
        try routes.reversed().map { try $0.route(fixtureDirectory: fixtureDirectory) }
    }

    /// Routes for the real provider samples in `shared/api-samples` at the providers' own paths, so one
    /// server can stand in for OpenWeatherMap, DummyAPI and Open-Meteo (their paths do not overlap).
    /// The city `Nowhere` answers OpenWeatherMap's 404; a DummyAPI request without `app-id` still succeeds.
    public static let apiSamples = FixtureRouteFile(routes: [
        Entry(path: "/data/2.5/forecast", query: ["q": "Nowhere"], file: "owm-error-404.json", status: 404),
        Entry(path: "/data/2.5/weather", query: ["q": "Nowhere"], file: "owm-error-404.json", status: 404),
        Entry(path: "/data/2.5/forecast", file: "owm-forecast-london.json"),
        Entry(path: "/data/2.5/weather", file: "owm-current.json"),
        Entry(path: "/data/v1/user", file: "dummyapi-user-list.json"),
        Entry(path: "/data/v1/user/*", file: "dummyapi-user-full.json"),
        Entry(path: "/v1/forecast", file: "openmeteo-forecast.json"),
        Entry(path: "/v1/search", file: "openmeteo-geocoding.json"),
    ])
}

extension FixtureRouteFile.Entry {
    func route(fixtureDirectory: URL) throws -> FixtureRoute {
        var reply = FixtureReply(status: status ?? 200, delay: .milliseconds(delayMilliseconds ?? 0))
        if let headers { reply.headers.merge(headers) { _, new in new } }
        if let file {
            reply.body = try Data(contentsOf: fixtureDirectory.appendingPathComponent(file))
        } else if let body {
            reply.body = Data(body.utf8)
        }
        reply.behaviour = try behaviourValue()
        return FixtureRoute(path: path, query: query ?? [:], reply: reply)
    }

    private func behaviourValue() throws -> FixtureBehaviour {
        switch behaviour ?? "normal" {
        case "normal": return .normal
        case "slow-body":
            return .slowBody(chunkBytes: chunkBytes ?? 256, interval: .milliseconds(intervalMilliseconds ?? 100))
        case "close-mid-body": return .closeMidBody(afterBytes: afterBytes ?? 16)
        case "never-answer": return .neverAnswer
        case "huge-body": return .hugeBody(bytes: bytes ?? 20_000_000)
        case "huge-chunked-body": return .hugeChunkedBody(bytes: bytes ?? 20_000_000)
        case let other: throw FixtureRouteFileError.unknownBehaviour(other, path: path)
        }
    }
}

/// Why a route file could not be used.
public enum FixtureRouteFileError: Error, CustomStringConvertible {
    case unknownBehaviour(String, path: String)

    public var description: String {
        switch self {
        case .unknownBehaviour(let name, let path): "unknown behaviour \"\(name)\" for route \(path)"
        }
    }
}
