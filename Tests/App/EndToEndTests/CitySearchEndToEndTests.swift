import Foundation
import NetworkingTestSupport
import Testing

/// Issue 26, item 2 on the built binary, with Open-Meteo at a loopback server in this process that
/// records what arrives: the bundled gazetteer finds cities without a geocoding request — while
/// typing in the picker nothing is asked at all —, the forecast is asked by the gazetteer's
/// coordinates, Esc puts back what was on screen, `City, Region` and `lat,lon` work on the command
/// line, and the shells complete city names from the gazetteer and the recent cities.
@Suite(.serialized) struct CitySearchEndToEndTests {
    /// A tmux session handed to one thread at a time: the test's, then a dispatch queue's.
    private final class Terminal: @unchecked Sendable {
        let session: TmuxSession

        init(_ arguments: [String], environment: [String: String]) throws {
            session = try TmuxSession(arguments: arguments, width: 100, height: 30, environment: environment)
        }
    }

    private func openMeteo() async throws -> FixtureServer {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-forecast.json"), to: "/v1/forecast")
        await server.reply(try APISamples.reply("openmeteo-geocoding.json"), to: "/v1/search")
        return server
    }

    private func environment(_ server: FixtureServer, _ extra: [String: String] = [:]) -> [String: String] {
        let url = server.baseURL.absoluteString
        return TernEnvironment.isolated(
            ["TERN_OPEN_METEO_URL": url, "TERN_OPEN_METEO_GEOCODING_URL": url].merging(extra) { _, new in new })
    }

    /// tern on `arguments` in tmux, once `requests` requests have reached `server`, so a test then
    /// waits for the screen they make. The whole end-to-end suite starting at once can keep the
    /// server in this process from answering for longer than tern's 10 s deadline (seen right after
    /// the unit tests, on two cores shared with another build): tern waits a minute here.
    private func started(
        _ arguments: [String], _ environment: [String: String], _ server: FixtureServer, requests: Int = 1
    ) async throws -> Terminal {
        let terminal = try Terminal(["--timeout", "60"] + arguments, environment: environment)
        await server.waitForRequests(count: requests)
        return terminal
    }

    private func coordinates(_ requests: [RecordedRequest]) -> [String] {
        requests.filter { $0.path == "/v1/forecast" }.map {
            "\($0.queryValue("latitude") ?? "?"),\($0.queryValue("longitude") ?? "?")"
        }
    }

    @Test func typingPicksAmongTheGazetteersCitiesAndOnlyThePickAsksTheNetwork() async throws {
        let server = try await openMeteo()
        let environment = environment(server)
        let terminal = try await started(["weather", "Paris"], environment, server)
        defer { terminal.session.close() }
        _ = try await offThePool { try terminal.session.waitFor("Paris, Île-de-France, France") }
        #expect(coordinates(await server.requests) == ["48.8534,2.3488"], "Paris from the gazetteer, no geocoding")
        _ = try await offThePool {
            try terminal.session.send("/")
            try terminal.session.send("-l", "springf")
            return try terminal.session.waitFor("Massachusetts, United States")
        }
        let picker = try await offThePool { try terminal.session.screen() }
        let rows = picker.split(separator: "\n").filter { $0.contains("Springfield") }
        #expect(rows.count >= 8, "\(picker)")
        #expect(rows.first?.contains("Missouri, United States") == true, "the most populous first:\n\(picker)")
        // Typing asked for nothing more (that a pause asks nothing either is WeatherPickerTests',
        // on the store's own events); the next request is the pick's forecast, checked below.
        let whileTyping = await server.requests
        #expect(whileTyping.count == 1, "\(whileTyping)")
        _ = try await offThePool {
            try terminal.session.send("Down")
            try terminal.session.send("Enter")
            return try terminal.session.waitFor("Springfield, Massachusetts, United States")
        }
        let requests = await server.requests
        #expect(!requests.contains { $0.path == "/v1/search" }, "\(requests)")
        #expect(coordinates(requests) == ["48.8534,2.3488", "42.1015,-72.5898"])

        // Esc in the picker puts back the city, its days and the field's text.
        let before = try await offThePool { try terminal.session.screen() }
        let afterEsc = try await offThePool {
            try terminal.session.send("/")
            try terminal.session.send("-l", "Ber")
            _ = try terminal.session.waitFor("Berlin")
            try terminal.session.send("Escape")
            return try terminal.session.waitUntil("Springfield's days again") {
                !$0.contains("Berlin") && $0.contains("low  high")
            }
        }
        #expect(afterEsc.contains("Springfield, Massachusetts, United States"))
        #expect(afterEsc.contains("Search: Springfield"), "\(afterEsc)")
        // Everything below the field as it was, but the city's clock, which may turn a minute meanwhile.
        let unclocked = { (screen: String) in
            screen.split(separator: "\n").dropFirst(2).map {
                $0.replacing(/\d\d:\d\d city time/, with: "HH:MM city time")
            }
        }
        #expect(unclocked(afterEsc) == unclocked(before))
        let afterAll = await server.requests
        #expect(afterAll.count == 2, "\(afterAll)")
        await server.stop()
    }

    @Test func aTextNoCityMatchesGoesToTheGeocoderOnEnterOnly() async throws {
        let server = try await openMeteo()
        let terminal = try await started(["weather", "Paris"], environment(server), server)
        defer { terminal.session.close() }
        _ = try await offThePool {
            _ = try terminal.session.waitFor("Paris, Île-de-France, France")
            try terminal.session.send("/")
            try terminal.session.send("-l", "Xyzzyville")
            return try terminal.session.waitFor("No city in tern's list is called")
        }
        let whileTyping = await server.requests
        #expect(whileTyping.count == 1 && !whileTyping.contains { $0.path == "/v1/search" }, "\(whileTyping)")
        try await offThePool { try terminal.session.send("Enter") }
        // The next request to arrive is the geocoder's, for the text as typed.
        await server.waitForRequests(count: 2)
        let search = await server.requests[1]
        #expect(search.path == "/v1/search" && search.queryValue("name") == "Xyzzyville", "\(search)")
        await server.stop()
    }

    @Test func theCommandLineTakesCityRegionAndCoordinates() async throws {
        let server = try await openMeteo()
        let environment = environment(server)
        let springfield = try await offThePool {
            try SpawnedProcess.run(
                [TernBinary.path, "weather", "Springfield,", "Illinois", "--print"], environment: environment)
        }
        #expect(springfield.status == 0, "\(springfield.standardError)")
        #expect(springfield.standardOutput.hasPrefix("Springfield, Illinois, United States · Open-Meteo"))
        let berlin = try await offThePool {
            try SpawnedProcess.run([TernBinary.path, "weather", "52.52,13.41", "--json"], environment: environment)
        }
        #expect(berlin.status == 0, "\(berlin.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(berlin.standardOutput.utf8)) as? [String: Any])
        #expect((document["location"] as? [String: Any])?["name"] as? String == "52.52,13.41")
        let requests = await server.requests
        #expect(!requests.contains { $0.path == "/v1/search" })
        #expect(coordinates(requests) == ["39.8017,-89.6437", "52.52,13.41"])
        await server.stop()
    }

    /// Decision 2250: the local name follows the name in the title, the detail and `--print`, and
    /// `--json` has it apart; a place found by the whole of another of its names is shown by it.
    @Test func aPlaceIsShownWithItsLocalNameAndByTheNameTyped() async throws {
        let server = try await openMeteo()
        let environment = environment(server)
        let terminal = try await started(["weather", "Tokyo"], environment, server)
        defer { terminal.session.close() }
        let screen = try await offThePool { try terminal.session.waitFor("Tokyo (東京), Tokyo, Japan") }
        #expect(screen.contains("Search: Tokyo"), "\(screen)")
        // Typing the local name finds the place, shown by the name typed.
        let picker = try await offThePool {
            try terminal.session.send("/")
            try terminal.session.send("-l", "münchen")
            return try terminal.session.waitFor("Bavaria, Germany")
        }
        #expect(picker.contains("München"), "\(picker)")
        let print = try await offThePool {
            try SpawnedProcess.run([TernBinary.path, "weather", "Athens", "--print"], environment: environment)
        }
        #expect(
            print.standardOutput.hasPrefix("Athens (Αθήνα), Attica, Greece · Open-Meteo"), "\(print.standardOutput)")
        let json = try await offThePool {
            try SpawnedProcess.run([TernBinary.path, "weather", "Seoul", "--json"], environment: environment)
        }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let location = try #require(document["location"] as? [String: Any])
        #expect(location["name"] as? String == "Seoul" && location["local_name"] as? String == "서울", "\(location)")
        let newYork = try await offThePool {
            try SpawnedProcess.run([TernBinary.path, "weather", "new", "york", "--print"], environment: environment)
        }
        #expect(newYork.standardOutput.hasPrefix("New York, New York, United States · "), "\(newYork.standardOutput)")
        await server.stop()
    }

    /// Decision 2251: a recent city is the place picked, so a later start opens that Springfield
    /// again by its coordinates, not the most populous one; a recent name an older tern wrote
    /// still reads.
    @Test func aRecentSpringfieldReopensThatSpringfield() async throws {
        let server = try await openMeteo()
        let environment = environment(server)
        let first = try await started(["weather", "Paris"], environment, server)
        _ = try await offThePool {
            _ = try first.session.waitFor("Paris, Île-de-France, France")
            try first.session.send("/")
            try first.session.send("-l", "springfield")
            _ = try first.session.waitFor("Illinois, United States")
            try first.session.send("Down")
            try first.session.send("Down")
            try first.session.send("Enter")
            return try first.session.waitFor("Springfield, Illinois, United States")
        }
        first.session.close()
        let state = try #require(environment["XDG_STATE_HOME"]) + "/tern/recent-cities.json"
        let stored = try String(contentsOfFile: state, encoding: .utf8)
        #expect(stored.contains(#""region":"Illinois""#), "\(stored)")
        let second = try await started(["weather"], environment, server, requests: 3)
        defer { second.session.close() }
        let reopened = try await offThePool { try second.session.waitFor("Springfield, Illinois, United States") }
        #expect(reopened.contains("Search: Springfield"), "\(reopened)")
        let requests = await server.requests
        #expect(!requests.contains { $0.path == "/v1/search" }, "\(requests)")
        #expect(coordinates(requests).suffix(2) == ["39.8017,-89.6437", "39.8017,-89.6437"], "\(requests)")
        await server.stop()
    }

    /// The completion scripts call `tern ---completion weather -- positional@0 <word index> <cursor
    /// index> <words…>` (ArgumentParser's `CompletionKind.custom`); tern answers one candidate a line.
    @Test func theShellsCompleteCitiesFromTheGazetteerAndTheRecentCities() throws {
        let environment = TernEnvironment.isolated()
        let state = try #require(environment["XDG_STATE_HOME"]) + "/tern"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try Data(#"["Springbok"]"#.utf8).write(to: URL(fileURLWithPath: state + "/recent-cities.json"))
        let script = try SpawnedProcess.run([TernBinary.path, "--generate-completion-script", "bash"])
        let call = try #require(
            script.standardOutput.split(separator: "\n").first { $0.contains("---completion weather") },
            "the bash script calls back into tern for CITY")
        #expect(call.contains("positional@0"), "\(call)")
        let completion = try SpawnedProcess.run(
            [TernBinary.path, "---completion", "weather", "--", "positional@0", "2", "3", "tern", "weather", "Spr"],
            environment: environment)
        #expect(completion.status == 0, "\(completion.standardError)")
        let candidates = completion.standardOutput.split(separator: "\n").map(String.init)
        #expect(candidates.first == "Springbok", "recent cities first: \(candidates)")
        // Then GeoNames' by population: Springs (186,394) before Spring Valley and Springfield.
        #expect(Array(candidates.dropFirst().prefix(3)) == ["Springs", "Spring", "Springfield"], "\(candidates)")
        #expect(candidates.allSatisfy { $0.lowercased().hasPrefix("spr") }, "\(candidates)")
        let york = try SpawnedProcess.run(
            [
                TernBinary.path, "---completion", "weather", "--", "positional@0", "3", "1", "tern", "weather", "New",
                "Y",
            ],
            environment: environment)
        #expect(york.standardOutput.split(separator: "\n").first == "York", "\(york.standardOutput)")
    }
}
