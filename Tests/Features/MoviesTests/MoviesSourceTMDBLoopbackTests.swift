import Domain
import DomainText
import Foundation
import Movies
import Networking
import NetworkingTestSupport
import Testing

/// `MoviesSource.tmdb` over real HTTP on 127.0.0.1: the paths and query it sends, TMDB's answers
/// read tolerantly, its errors as one line each, and the key kept out of every log line, error
/// message and cache file.
@Suite struct MoviesSourceTMDBLoopbackTests {
    private static let key = "tmdb-loopback-key-6f1c9"
    private static let trending = "/3/trending/movie/week"
    private let log = LogCapture()

    private func source(_ server: FixtureServer, key: String? = key, client: (any HTTPClient)? = nil) -> MoviesSource {
        let client = client ?? CurlHTTPClient(timeout: 5, logger: log.logger)
        return .tmdb(baseURL: server.baseURL, apiKey: key, client: client, logger: log.logger)
    }

    /// The key reached no log line, and `message` when given.
    private func expectKeyKept(out message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!log.lines.contains { $0.contains(Self.key) }, sourceLocation: sourceLocation)
        #expect(message.map { !$0.contains(Self.key) } ?? true, sourceLocation: sourceLocation)
    }

    private func thrown(_ call: () async throws(MoviesError) -> Void) async -> MoviesError? {
        do {
            try await call()
            return nil
        } catch {
            return error
        }
    }

    @Test func requestsTheTrendingPageWithPageAndKey() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try Fixtures.reply("tmdb-trending-movie-week-page-1.json"), to: Self.trending)
        let fetched = try await source(server).page(2)
        let request = try #require(await server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == Self.trending)
        #expect(request.queryValue("page") == "2")
        #expect(request.queryValue("api_key") == Self.key)
        #expect(fetched.freshness == .live)
        let page = fetched.value
        #expect(page.page == 2)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 20000)
        #expect(page.movies.map(\.title) == ["The Matrix", "Spirited Away", "An Unreleased Film"])
        #expect(page.movies[0].genres == ["Action", "Science Fiction"])
        #expect(page.movies[0].year == 1999)
        #expect(page.movies[1].originalLanguage == "ja")
        #expect(page.movies[2].releaseDate == nil)
        #expect(page.movies[2].overview == nil)
        #expect(log.lines.contains { $0.contains("api_key=***") })
        expectKeyKept()
        await server.stop()
    }

    @Test func loadsTheFullRecord() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try Fixtures.reply("tmdb-movie-603.json"), to: "/3/movie/603")
        let source = source(server)
        let movie = try await source.movie(603).value
        #expect(source.sourceName == "TMDB")
        #expect(movie.title == "The Matrix")
        #expect(movie.genres == ["Action", "Science Fiction"])
        #expect(movie.runtime == 136)
        #expect(movie.tagline == "Welcome to the Real World.")
        let request = try #require(await server.requests.first)
        #expect(request.path == "/3/movie/603")
        #expect(request.queryValue("api_key") == Self.key)
        expectKeyKept()
        await server.stop()
    }

    /// Issue 26: the message names where the refused key was set: its variable, or the config
    /// file's line.
    @Test func aRefusedKeyIsOneLineNamingWhereItWasSet() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try Fixtures.reply("tmdb-error-401.json", status: 401), to: Self.trending)
        await server.reply(try Fixtures.reply("tmdb-error-401.json", status: 401), to: "/3/movie/*")
        let source = source(server)
        let rejected = MoviesError.keyRejected(origin: .environment(variable: "TMDB_API_KEY"))
        #expect(await thrown { () async throws(MoviesError) in _ = try await source.page(1) } == rejected)
        #expect(await thrown { () async throws(MoviesError) in _ = try await source.movie(603) } == rejected)
        let message = rejected.userMessage
        #expect(message == "TMDB refused the API key set in TMDB_API_KEY — check it")
        #expect(!rejected.isRetryable)
        expectKeyKept(out: message)
        let origin = SecretOrigin.configFile(path: "/home/ana/.config/tern/config.toml", line: 3)
        let fromFile = MoviesSource.tmdb(
            baseURL: server.baseURL, apiKey: Self.key, keyOrigin: origin,
            client: CurlHTTPClient(timeout: 5, logger: log.logger), logger: log.logger)
        let failure = await thrown { () async throws(MoviesError) in _ = try await fromFile.page(1) }
        #expect(failure == .keyRejected(origin: origin))
        #expect(
            failure?.userMessage == "TMDB refused the API key set in /home/ana/.config/tern/config.toml:3 — check it")
        await server.stop()
    }

    @Test func withoutAKeyNothingIsSent() async throws {
        let server = try await FixtureServer.start()
        for key in [nil, "", "  \n"] {
            let failure = await thrown { () async throws(MoviesError) in _ = try await source(server, key: key).page(1)
            }
            #expect(failure == .keyMissing)
        }
        #expect(await server.requests.isEmpty)
        #expect(
            MoviesError.keyMissing.userMessage
                == "TMDB needs an API key — set TMDB_API_KEY or tmdb_api_key in config.toml, "
                + "or use --movies-provider sample")
        await server.stop()
    }

    @Test func aServerThatEchoesTheKeyHasItMasked() async throws {
        let server = try await FixtureServer.start()
        let body = #"{"status_code":11,"status_message":"Internal error for key \#(Self.key)","success":false}"#
        await server.reply(.json(body, status: 500), to: Self.trending)
        let failure = try #require(
            await thrown { () async throws(MoviesError) in _ = try await source(server).page(1) })
        #expect(failure == .network(.http(status: 500, message: "Internal error for key ***")))
        #expect(failure.isRetryable)
        #expect(!failure.userMessage.contains("\n"))
        expectKeyKept(out: failure.userMessage)
        await server.stop()
    }

    @Test func aBadRecordKeepsTheRestOfThePage() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try Fixtures.reply("tmdb-trending-bad-records.json"), to: Self.trending)
        let page = try await source(server).page(1).value
        #expect(page.movies.map(\.id) == [603, 550, 13])
        #expect(page.movies[0].voteAverage == nil)
        #expect(page.movies[2].genres == ["Comedy", "Drama", "Romance"])
        await server.stop()
    }

    @Test func anUndecodableBodyIsLoggedWhereItBrokeWithoutTheKey() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"page":1,"results":{"id":603}}"#), to: Self.trending)
        let failure = try #require(
            await thrown { () async throws(MoviesError) in _ = try await source(server).page(1) })
        guard case .network(.undecodable(let path, _)) = failure else {
            Issue.record("expected undecodable, got \(failure)")
            return
        }
        #expect(path == "results")
        #expect(!failure.isRetryable)
        #expect(log.lines.contains { $0.contains("does not decode at results") })
        expectKeyKept(out: failure.userMessage)
        await server.stop()
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        let server = try await FixtureServer.start()
        let body =
            #"{"status_code":34,"status_message":"The resource you requested could not be found.","success":false}"#
        await server.reply(.json(body, status: 404), to: "/3/movie/999")
        let failure = await thrown { () async throws(MoviesError) in _ = try await source(server).movie(999) }
        #expect(failure == .notFound(id: 999))
        #expect(failure?.userMessage == "No movie with id 999")
        await server.stop()
    }

    @Test func aStoppedServerIsUnreachableAndWorthRetrying() async throws {
        let server = try await FixtureServer.start()
        let stopped = source(server)
        await server.stop()
        let failure = await thrown { () async throws(MoviesError) in _ = try await stopped.page(1) }
        #expect(failure == .network(.unreachable(host: "127.0.0.1")))
        #expect(failure?.isRetryable == true)
    }

    @Test func theOfflineCacheServesAnswersButNeverHoldsTheKey() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tern-movies-cache-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = CachingHTTPClient(
            wrapping: CurlHTTPClient(timeout: 5, logger: log.logger),
            cache: ResponseCache(directory: directory, logger: log.logger), logger: log.logger)
        let server = try await FixtureServer.start()
        await server.reply(try Fixtures.reply("tmdb-trending-movie-week-page-1.json"), to: Self.trending)
        await server.reply(try Fixtures.reply("tmdb-movie-603.json"), to: "/3/movie/603")
        let source = source(server, client: client)
        _ = try await source.page(1)
        _ = try await source.movie(603)
        await server.stop()

        let offline = try await source.page(1)
        #expect(offline.freshness.isCached)
        #expect(offline.value.movies.count == 3)
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        #expect(files.count == 2)
        for file in files {
            #expect(!file.lastPathComponent.contains(Self.key))
            #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(Self.key))
        }
        expectKeyKept()
    }
}
