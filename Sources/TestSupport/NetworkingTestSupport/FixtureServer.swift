import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 (an ephemeral port) that answers from fixture routes and records
/// every request it receives.
///
/// Used by tests of any target, pointed at through `baseURL`, and by the `tern-fixture-server`
/// executable for end-to-end tests. A request that matches no route gets 404 with a JSON message.
/// Actor-isolated: routes and recorded requests may be changed and read from any task.
public actor FixtureServer {
    /// `http://127.0.0.1:<port>`, or `http://[::1]:<port>` for a server on the IPv6 loopback.
    public nonisolated let baseURL: URL
    public nonisolated let port: UInt16
    private let server: HTTPServer
    private let runTask: Task<Void, Never>
    private var routes: [FixtureRoute] = []
    private var recorded: [RecordedRequest] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var openGates: Set<String> = []
    private var gateWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Starts a server on 127.0.0.1, or on `::1` when `onIPv6Loopback`, and waits until it listens.
    public static func start(routes: [FixtureRoute] = [], onIPv6Loopback: Bool = false) async throws -> FixtureServer {
        let box = RouterBox()
        let address: any SocketAddress =
            onIPv6Loopback ? try .inet6(ip6: "::1", port: 0) : try .inet(ip4: "127.0.0.1", port: 0)
        let server = HTTPServer(config: .init(address: address, timeout: 86_400, logger: .disabled), handler: box)
        let runTask = Task { _ = try? await server.run() }
        try await server.waitUntilListening()
        let port: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let ip4Port)?: port = ip4Port
        case .ip6(_, let ip6Port)?: port = ip6Port
        default:
            runTask.cancel()
            throw FixtureServerError.notListening
        }
        let fixtureServer = FixtureServer(
            server: server, runTask: runTask, port: port, host: onIPv6Loopback ? "[::1]" : "127.0.0.1", routes: routes)
        box.server = fixtureServer
        return fixtureServer
    }

    private init(server: HTTPServer, runTask: Task<Void, Never>, port: UInt16, host: String, routes: [FixtureRoute]) {
        self.server = server
        self.runTask = runTask
        self.port = port
        self.routes = routes
        baseURL = URL(string: "http://\(host):\(port)")!
    }

    /// Adds a route; it takes precedence over routes added before it.
    public func addRoute(_ route: FixtureRoute) {
        routes.append(route)
    }

    /// Shorthand for `addRoute(FixtureRoute(path:query:reply:))`.
    public func reply(_ reply: FixtureReply, to path: String, query: [String: String] = [:]) {
        routes.append(FixtureRoute(path: path, query: query, reply: reply))
    }

    /// Every request received so far, oldest first.
    public var requests: [RecordedRequest] { recorded }

    /// Returns once at least `count` requests have arrived, so a test can act while a request is in flight.
    public func waitForRequests(count: Int = 1) async {
        guard recorded.count < count else { return }
        await withCheckedContinuation { continuation in
            waiters.append((count, continuation))
        }
    }

    /// Lets every reply held by `.heldUntilGateOpens(name)` go, now and from now on.
    public func openGate(_ name: String) {
        openGates.insert(name)
        gateWaiters.removeValue(forKey: name)?.forEach { $0.resume() }
    }

    fileprivate func waitForGate(_ name: String) async {
        guard !openGates.contains(name) else { return }
        await withCheckedContinuation { continuation in
            gateWaiters[name, default: []].append(continuation)
        }
    }

    /// Stops listening and cancels requests still being answered.
    public func stop() async {
        let held = gateWaiters.values.flatMap { $0 }
        gateWaiters = [:]
        held.forEach { $0.resume() }
        await server.stop(timeout: 0)
        runTask.cancel()
    }

    fileprivate func record(_ request: RecordedRequest) -> FixtureReply {
        recorded.append(request)
        let ready = waiters.filter { $0.count <= recorded.count }
        waiters.removeAll { $0.count <= recorded.count }
        ready.forEach { $0.continuation.resume() }
        if let route = routes.last(where: { $0.matches(request) }) { return route.reply }
        return .json(#"{"message":"no fixture for \#(request.path)"}"#, status: 404)
    }
}

/// Why `FixtureServer.start` failed.
public enum FixtureServerError: Error {
    case notListening
}

/// Lets the FlyingFox handler closure, created before the actor exists, reach it.
private final class RouterBox: HTTPHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storedServer: FixtureServer?

    var server: FixtureServer? {
        get { lock.withLock { storedServer } }
        set { lock.withLock { storedServer = newValue } }
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let server else { return HTTPResponse(statusCode: .serviceUnavailable) }
        let reply = await server.record(RecordedRequest(request))
        if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
        if case .heldUntilGateOpens(let gate) = reply.behaviour { await server.waitForGate(gate) }
        return try await HTTPResponse(reply)
    }
}

extension RecordedRequest {
    fileprivate init(_ request: HTTPRequest) {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue.lowercased()] = value
        }
        self.init(
            method: request.method.rawValue,
            path: request.path,
            rawQuery: request.target.query(percentEncoded: true),
            queryItems: request.query.map { QueryItem(name: $0.name, value: $0.value) },
            headers: headers)
    }
}

extension HTTPResponse {
    fileprivate init(_ reply: FixtureReply) async throws {
        var headers = HTTPHeaders()
        for (name, value) in reply.headers {
            headers[HTTPHeader(name)] = value
        }
        let status = HTTPStatusCode(reply.status, phrase: "Fixture")
        switch reply.behaviour {
        case .normal, .heldUntilGateOpens:
            self.init(statusCode: status, headers: headers, body: reply.body)
        case .slowBody(let chunkBytes, let interval):
            let body = FixtureBodySequence(
                source: .data(reply.body), chunkBytes: max(1, chunkBytes), interval: interval, failAfter: nil)
            self.init(statusCode: status, headers: headers, body: HTTPBodySequence(from: body))
        case .closeMidBody(let afterBytes):
            let body = FixtureBodySequence(
                source: .data(reply.body), chunkBytes: 4096, interval: .zero, failAfter: afterBytes)
            self.init(statusCode: status, headers: headers, body: HTTPBodySequence(from: body, count: reply.body.count))
        case .hugeBody(let bytes):
            let body = FixtureBodySequence(
                source: .filler(count: bytes), chunkBytes: 65_536, interval: .zero, failAfter: nil)
            self.init(statusCode: status, headers: headers, body: HTTPBodySequence(from: body, count: bytes))
        case .hugeChunkedBody(let bytes):
            let body = FixtureBodySequence(
                source: .filler(count: bytes), chunkBytes: 65_536, interval: .zero, failAfter: nil)
            self.init(statusCode: status, headers: headers, body: HTTPBodySequence(from: body))
        case .neverAnswer:
            try await Task.sleep(for: .seconds(86_400))
            self.init(statusCode: status, headers: headers, body: reply.body)
        }
    }
}
