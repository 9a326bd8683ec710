import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite struct CurlHTTPClientTests {
    private let log = LogCapture()

    private func client(timeout: Double = 20, maxBodyBytes: Int = 10_000_000) -> CurlHTTPClient {
        CurlHTTPClient(timeout: timeout, maxBodyBytes: maxBodyBytes, logger: log.logger)
    }

    private func expectError(
        _ expected: NetworkError, from endpoint: Endpoint, using client: CurlHTTPClient
    ) async {
        do {
            let response = try await client.send(endpoint)
            Issue.record("expected \(expected), got status \(response.status)")
        } catch {
            #expect(error == expected)
        }
    }

    @Test func returnsStatusHeadersAndBody() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(status: 201, headers: ["X-Fixture": "yes"], body: Data("{}".utf8)), to: "/ok")
        let response = try await client().send(Endpoint(baseURL: server.baseURL, path: "/ok"))
        #expect(response.status == 201)
        #expect(response.headers["x-fixture"] == "yes")
        #expect(response.body == Data("{}".utf8))
        #expect(response.cachedAt == nil)
        await server.stop()
    }

    @Test func everyRequestAndRedirectSaysWhoSentIt() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(status: 302, headers: ["Location": "/new"]), to: "/old")
        await server.reply(.json("{}"), to: "/new")
        let client = CurlHTTPClient(timeout: 20, userAgent: "tern/9.9.9", logger: log.logger)
        _ = try await client.send(Endpoint(baseURL: server.baseURL, path: "/old"))
        let requests = await server.requests
        #expect(requests.map(\.path) == ["/old", "/new"])
        #expect(requests.map { $0.headers["user-agent"] } == ["tern/9.9.9", "tern/9.9.9"])
        // An endpoint's own wins; a client given none sends none (libcurl has no default).
        _ = try await client.send(Endpoint(baseURL: server.baseURL, path: "/new", headers: ["user-agent": "mine"]))
        _ = try await self.client().send(Endpoint(baseURL: server.baseURL, path: "/new"))
        #expect(await server.requests.suffix(2).map { $0.headers["user-agent"] } == ["mine", nil])
        await server.stop()
    }

    @Test func nonSuccessStatusIsAResponseNotAnError() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"message":"nope"}"#, status: 500), to: "/broken")
        let response = try await client().send(Endpoint(baseURL: server.baseURL, path: "/broken"))
        #expect(response.status == 500)
        await server.stop()
    }

    @Test func queryValuesArriveAsOneValueAndHeadersAreSent() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json("{}"), to: "/data/2.5/weather")
        let values = ["São Paulo", "London&appid=x", "a+b=c", "100% sure"]
        for value in values {
            let endpoint = Endpoint(
                baseURL: server.baseURL, path: "/data/2.5/weather",
                queryItems: [URLQueryItem(name: "q", value: value), URLQueryItem(name: "units", value: "metric")],
                headers: ["app-id": "abc"])
            _ = try await client().send(endpoint)
        }
        let requests = await server.requests
        #expect(requests.map { $0.queryValue("q") } == values)
        #expect(requests.allSatisfy { $0.queryItems.count == 2 && $0.queryValue("units") == "metric" })
        #expect(requests.allSatisfy { $0.headers["app-id"] == "abc" })
        #expect(requests.first?.rawQuery == "q=S%C3%A3o%20Paulo&units=metric")
        await server.stop()
    }

    @Test func baseURLPathPrefixReachesTheServer() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json("{}"), to: "/mirror/v1/search")
        let base = server.baseURL.appendingPathComponent("mirror")
        let response = try await client().send(Endpoint(baseURL: base, path: "/v1/search"))
        #expect(response.status == 200)
        await server.stop()
    }

    @Test func closedPortIsUnreachable() async throws {
        let server = try await FixtureServer.start()
        let base = server.baseURL
        await server.stop()
        await expectError(.unreachable(host: "127.0.0.1"), from: Endpoint(baseURL: base, path: "/x"), using: client())
    }

    @Test func unusableBaseURLIsAnInvalidRequestBeforeAnyTraffic() async {
        let endpoint = Endpoint(baseURL: URL(fileURLWithPath: "/tmp"), path: "/x")
        do {
            _ = try await client().send(endpoint)
            Issue.record("expected invalidRequest")
        } catch {
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected invalidRequest, got \(error)")
                return
            }
            #expect(reason.contains("http:// or https://"))
        }
    }

    @Test func silentServerTimesOutWithTheShortTimeout() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(behaviour: .neverAnswer), to: "/silent")
        let started = ContinuousClock.now
        await expectError(
            .timeout(seconds: 0.3), from: Endpoint(baseURL: server.baseURL, path: "/silent"),
            using: client(timeout: 0.3))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(250) && elapsed < .seconds(10), "took \(elapsed)")
        await server.stop()
    }

    /// Before any answer, and (issue 28) stalled after the first body bytes: either way the transfer
    /// ends as soon as the calling task is cancelled, not when the body or the deadline would.
    @Test(arguments: [FixtureBehaviour.neverAnswer, .slowBody(chunkBytes: 10, interval: .seconds(60))])
    func cancellingTheTaskCancelsTheRequestPromptly(behaviour: FixtureBehaviour) async throws {
        let server = try await FixtureServer.start()
        let body = Data(repeating: UInt8(ascii: "s"), count: 100)
        await server.reply(FixtureReply(body: body, behaviour: behaviour), to: "/silent")
        let client = client(timeout: 120)
        let endpoint = Endpoint(baseURL: server.baseURL, path: "/silent")
        let request = Task { () async -> NetworkError? in
            do {
                _ = try await client.send(endpoint)
                return nil
            } catch {
                return error as? NetworkError
            }
        }
        await server.waitForRequests(count: 1)
        let started = ContinuousClock.now
        request.cancel()
        let outcome = await request.value
        #expect(outcome == .cancelled)
        #expect(ContinuousClock.now - started < .seconds(5))
        await server.stop()
    }

    /// With a Content-Length (refused before the body) and chunked (refused while it streams).
    @Test(arguments: [FixtureBehaviour.hugeBody(bytes: 5_000_000), .hugeChunkedBody(bytes: 5_000_000)])
    func hugeBodyIsRefused(behaviour: FixtureBehaviour) async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(behaviour: behaviour), to: "/huge")
        await expectError(
            .tooLarge(limitBytes: 1_000_000), from: Endpoint(baseURL: server.baseURL, path: "/huge"),
            using: client(maxBodyBytes: 1_000_000))
        await server.stop()
    }

    @Test func streamedBodyOverTheLimitIsRefused() async throws {
        let server = try await FixtureServer.start()
        let body = Data(repeating: UInt8(ascii: "x"), count: 20_000)
        await server.reply(
            FixtureReply(body: body, behaviour: .slowBody(chunkBytes: 2_000, interval: .milliseconds(1))), to: "/stream"
        )
        await expectError(
            .tooLarge(limitBytes: 5_000), from: Endpoint(baseURL: server.baseURL, path: "/stream"),
            using: client(maxBodyBytes: 5_000))
        await server.stop()
    }

    @Test func slowBodyWithinTheDeadlineArrivesWhole() async throws {
        let server = try await FixtureServer.start()
        let body = Data(repeating: UInt8(ascii: "y"), count: 3_000)
        await server.reply(
            FixtureReply(body: body, behaviour: .slowBody(chunkBytes: 1_000, interval: .milliseconds(20))), to: "/slow")
        let response = try await client().send(Endpoint(baseURL: server.baseURL, path: "/slow"))
        #expect(response.body == body)
        await server.stop()
    }

    @Test func connectionClosedMidBodyIsSaidSoNotUnreachable() async throws {
        let server = try await FixtureServer.start()
        let body = Data(repeating: UInt8(ascii: "z"), count: 10_000)
        await server.reply(FixtureReply(body: body, behaviour: .closeMidBody(afterBytes: 100)), to: "/reset")
        await expectError(
            .connectionClosed(host: "127.0.0.1"), from: Endpoint(baseURL: server.baseURL, path: "/reset"),
            using: client())
        await server.stop()
    }

    /// A body that claims gzip but is not: the server answered, so it is an unreadable answer, never
    /// "cannot reach".
    @Test func aCorruptGzipBodyIsUndecodableNotUnreachable() async throws {
        let server = try await FixtureServer.start()
        let reply = FixtureReply(
            headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
            body: Data([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03]))
        await server.reply(reply, to: "/gz")
        await expectError(
            .undecodable(path: "(root)", reason: "the answer's compression or HTTP framing is corrupt"),
            from: Endpoint(baseURL: server.baseURL, path: "/gz"), using: client())
        await server.stop()
    }

    private static func redirect(to location: String) -> FixtureReply {
        FixtureReply(status: 302, headers: ["Location": location], body: Data())
    }

    @Test func aSameOriginRedirectIsFollowedWithItsHeaders() async throws {
        let server = try await FixtureServer.start()
        await server.reply(Self.redirect(to: "/new"), to: "/old")
        await server.reply(.json("{}"), to: "/new")
        let endpoint = Endpoint(
            baseURL: server.baseURL, path: "/old", headers: ["app-id": "secret"], secretNames: ["app-id"])
        #expect(try await client().send(endpoint).status == 200)
        #expect(await server.requests.map(\.path) == ["/old", "/new"])
        #expect(await server.requests.last?.headers["app-id"] == "secret")
        await server.stop()
    }

    /// A redirect to another port is another origin: refused before any request reaches it, so
    /// neither the `app-id` header nor the `appid` query value leaves for the stranger.
    @Test func aRedirectToAnotherOriginIsRefusedAndTheStrangerSeesNothing() async throws {
        let server = try await FixtureServer.start()
        let stranger = try await FixtureServer.start()
        await stranger.reply(.json("{}"), to: "/steal")
        let target = stranger.baseURL.appendingPathComponent("steal").absoluteString
        await server.reply(Self.redirect(to: target), to: "/old")
        let endpoint = Endpoint(
            baseURL: server.baseURL, path: "/old", queryItems: [URLQueryItem(name: "appid", value: "k")],
            headers: ["app-id": "secret"], secretNames: ["app-id", "appid"])
        await expectError(.redirectRefused(.otherOrigin(host: "127.0.0.1")), from: endpoint, using: client())
        #expect(await stranger.requests.isEmpty)
        #expect(
            NetworkError.redirectRefused(.otherOrigin(host: "evil.example")).userMessage
                == "The server redirected to evil.example; tern does not follow redirects to another site.")
        await server.stop()
        await stranger.stop()
    }

    @Test func aRedirectToAnUnsupportedSchemeIsRefused() async throws {
        let server = try await FixtureServer.start()
        await server.reply(Self.redirect(to: "ftp://127.0.0.1/file"), to: "/old")
        await expectError(
            .redirectRefused(.unsupportedScheme("ftp")), from: Endpoint(baseURL: server.baseURL, path: "/old"),
            using: client())
        await server.stop()
    }

    @Test func aRedirectLoopIsTooManyRedirects() async throws {
        let server = try await FixtureServer.start()
        await server.reply(Self.redirect(to: "/b"), to: "/a")
        await server.reply(Self.redirect(to: "/a"), to: "/b")
        await expectError(
            .tooManyRedirects(host: "127.0.0.1"), from: Endpoint(baseURL: server.baseURL, path: "/a"), using: client())
        #expect(await server.requests.count == RedirectPolicy.maximumRedirects + 1)
        await server.stop()
    }

    @Test func concurrentRequestsCompleteOutOfOrder() async throws {
        let server = try await FixtureServer.start()
        await server.reply(FixtureReply(body: Data("slow".utf8), behaviour: .heldUntilGateOpens("slow")), to: "/slow")
        await server.reply(.json("fast"), to: "/fast")
        let client = client()
        let order = CompletionOrder()
        async let slow: Void = {
            let response = try await client.send(Endpoint(baseURL: server.baseURL, path: "/slow"))
            await order.append(String(decoding: response.body, as: UTF8.self))
        }()
        await server.waitForRequests(count: 1)
        let fast = try await client.send(Endpoint(baseURL: server.baseURL, path: "/fast"))
        await order.append(String(decoding: fast.body, as: UTF8.self))
        await server.openGate("slow")
        try await slow
        #expect(await order.names == ["fast", "slow"])
        await server.stop()
    }

    @Test func manyConcurrentRequestsEachGetTheirOwnAnswer() async throws {
        let server = try await FixtureServer.start()
        for index in 0..<20 {
            let reply = FixtureReply(body: Data("\(index)".utf8), delay: .milliseconds(5 * (20 - index)))
            await server.reply(reply, to: "/item/\(index)")
        }
        let client = client()
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<20 {
                group.addTask {
                    let response = try await client.send(Endpoint(baseURL: server.baseURL, path: "/item/\(index)"))
                    return (index, String(decoding: response.body, as: UTF8.self))
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(bodies == Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, "\($0)") }))
        await server.stop()
    }

    @Test func logsRequestsWithSecretsMasked() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json("{}"), to: "/weather")
        let endpoint = Endpoint(
            baseURL: server.baseURL, path: "/weather",
            queryItems: [URLQueryItem(name: "q", value: "Oslo"), URLQueryItem(name: "appid", value: "TOPSECRET42")],
            headers: ["app-id": "HEADERSECRET"], secretNames: ["appid", "app-id"])
        _ = try await client().send(endpoint)
        await server.stop()
        await expectError(.unreachable(host: "127.0.0.1"), from: endpoint, using: client())
        let lines = log.lines
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("appid=***") && $0.contains("GET http://127.0.0.1") })
        #expect(lines.first?.contains("→ 200") == true)
        #expect(lines.allSatisfy { !$0.contains("TOPSECRET42") && !$0.contains("HEADERSECRET") })
    }

    /// Issue 25: a server that resets the connection after accepting it was reached: it closed the
    /// connection, which "Cannot reach" (for a refused or unresolvable host) would misreport.
    @Test func aResetAfterConnectingIsAClosedConnectionNotUnreachable() async throws {
        let server = try ResettingServer()
        defer { server.stop() }
        await expectError(
            .connectionClosed(host: "127.0.0.1"), from: Endpoint(baseURL: server.baseURL, path: "/reset"),
            using: client())
    }

    /// Issue 25: an IPv6 literal base URL (`http://[::1]:PORT`) is requested, not refused as unsupported.
    @Test func anIPv6LiteralBaseURLIsRequested() async throws {
        let server = try await FixtureServer.start(onIPv6Loopback: true)
        await server.reply(.json(#"{"ok":true}"#), to: "/data/v1/user")
        #expect(server.baseURL.absoluteString.hasPrefix("http://[::1]:"))
        let endpoint = Endpoint(
            baseURL: server.baseURL, path: "/data/v1/user", queryItems: [URLQueryItem(name: "page", value: "0")])
        let response = try await client().send(endpoint)
        #expect(response.status == 200)
        #expect(await server.requests.first?.queryValue("page") == "0")
        await server.stop()
    }

    /// The IPv6 transfer keeps the client's rules: headers and a URL password are sent, a chunked
    /// body arrives whole, a body over the limit is refused, and a closed port is unreachable.
    @Test func anIPv6LiteralKeepsHeadersPasswordsLimitsAndErrors() async throws {
        let server = try await FixtureServer.start(onIPv6Loopback: true)
        let body = Data(String(repeating: "x", count: 5_000).utf8)
        await server.reply(
            FixtureReply(body: body, behaviour: .slowBody(chunkBytes: 1_000, interval: .zero)), to: "/slow")
        var base = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        (base.user, base.password) = ("bob", "pw")
        let endpoint = Endpoint(baseURL: base.url!, path: "/slow", headers: ["app-id": "abc"], secretNames: ["app-id"])
        #expect(try await client().send(endpoint).body == body)
        let request = try #require(await server.requests.first)
        #expect(request.headers["app-id"] == "abc")
        #expect(request.headers["authorization"] == "Basic Ym9iOnB3")
        await expectError(.tooLarge(limitBytes: 1_000), from: endpoint, using: client(maxBodyBytes: 1_000))
        await server.stop()
        await expectError(.unreachable(host: "[::1]"), from: endpoint, using: client())
    }

    /// Issue 28: IPv6 literal hosts go through the one client, so they keep all of its rules — here
    /// a same-origin redirect, which the hand-written IPv6 transfer returned unfollowed.
    @Test func anIPv6LiteralFollowsASameOriginRedirect() async throws {
        let server = try await FixtureServer.start(onIPv6Loopback: true)
        await server.reply(Self.redirect(to: "/new"), to: "/old")
        await server.reply(.json(#"{"moved":true}"#), to: "/new")
        let response = try await client().send(Endpoint(baseURL: server.baseURL, path: "/old"))
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"moved":true}"#.utf8))
        #expect(await server.requests.map(\.path) == ["/old", "/new"])
        await server.stop()
    }

    /// The client asks for compressed answers and hands back the decoded body.
    @Test func aGzipBodyArrivesDecoded() async throws {
        let server = try await FixtureServer.start()
        let gzipped: [UInt8] = [
            0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xab, 0x56, 0xca, 0xcf, 0x56, 0xb2, 0x2a, 0x29,
            0x2a, 0x4d, 0xad, 0x05, 0x00, 0x90, 0x5f, 0xd4, 0xa7, 0x0b, 0x00, 0x00, 0x00,
        ]
        let reply = FixtureReply(
            headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: Data(gzipped))
        await server.reply(reply, to: "/gz")
        let response = try await client().send(Endpoint(baseURL: server.baseURL, path: "/gz"))
        #expect(response.body == Data(#"{"ok":true}"#.utf8))
        #expect(await server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
        await server.stop()
    }

    /// A header value with a line break would split into two headers: refused before any traffic,
    /// whatever the host.
    @Test func aHeaderWithALineBreakIsAnInvalidRequest() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json("{}"), to: "/x")
        let endpoint = Endpoint(baseURL: server.baseURL, path: "/x", headers: ["app-id": "abc\r\nX-Evil: 1"])
        await expectError(.invalidRequest("the header app-id holds a line break"), from: endpoint, using: client())
        #expect(await server.requests.isEmpty)
        await server.stop()
    }

    /// A TLS handshake that fails (here: https to a server that speaks plain HTTP) is a host tern
    /// cannot reach, the way every other failure before an answer is.
    @Test func aFailedTLSHandshakeIsUnreachable() async throws {
        let server = try await FixtureServer.start()
        var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        components.scheme = "https"
        await expectError(
            .unreachable(host: "127.0.0.1"), from: Endpoint(baseURL: components.url!, path: "/x"), using: client())
        await server.stop()
    }

    /// One deadline for the whole request: a redirect that takes 0.8 s to a route that never answers
    /// ends at the 1 s `timeout` from the start, where a deadline per hop would end 1.8 s or more in.
    @Test func theDeadlineSpansRedirects() async throws {
        let server = try await FixtureServer.start()
        let slowRedirect = FixtureReply(
            status: 302, headers: ["Location": "/silent"], body: Data(), delay: .milliseconds(800))
        await server.reply(slowRedirect, to: "/old")
        await server.reply(FixtureReply(behaviour: .neverAnswer), to: "/silent")
        let started = ContinuousClock.now
        await expectError(
            .timeout(seconds: 1), from: Endpoint(baseURL: server.baseURL, path: "/old"), using: client(timeout: 1))
        #expect(ContinuousClock.now - started < .milliseconds(1_800), "took \(ContinuousClock.now - started)")
        await server.stop()
    }

    /// Issue 25: an error body that repeats the request (a 401 quoting `App-Id: …`, a URL password)
    /// comes back with every secret of the endpoint masked, so no message, log line or screen shows it.
    @Test func anErrorBodyThatRepeatsASecretComesBackMasked() async throws {
        let server = try await FixtureServer.start()
        let secret = "0123456789abcdef01234567"
        await server.reply(
            .json(#"{"error":"Unauthorized App-Id: \#(secret), password hunter2secret"}"#, status: 401), to: "/users")
        var base = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        (base.user, base.password) = ("bob", "hunter2secret")
        let endpoint = Endpoint(
            baseURL: base.url!, path: "/users", headers: ["app-id": secret], secretNames: ["app-id"])
        let response = try await client().send(endpoint)
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 401)
        #expect(body == #"{"error":"Unauthorized App-Id: ***, password ***"}"#)
        #expect(await server.requests.first?.headers["authorization"] == "Basic Ym9iOmh1bnRlcjJzZWNyZXQ=")
        #expect(!log.lines.joined().contains("hunter2secret"))
        await server.stop()
    }
}

/// Records the order in which concurrent requests finished.
private actor CompletionOrder {
    private(set) var names: [String] = []

    func append(_ name: String) {
        names.append(name)
    }
}
