import Domain
import Foundation
import Testing

@testable import TernApp

/// `ReportJSON`: the `--json` documents parse, carry every documented key (null when unknown) and
/// the schema version.
@Suite struct ReportJSONTests {
    private func parse(_ text: String) throws -> [String: Any] {
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func document(_ fetched: Fetched<Forecast>) -> String {
        ReportJSON.forecast(fetched).pretty() + "\n"
    }

    /// The `users --json` document of `users`, streamed as `ReportRunner` streams it.
    static func usersDocument(_ users: [User], total: Int?, isCached: Bool, source: String) -> String {
        var envelope = ReportJSON.envelope(source: source, isCached: isCached)
        envelope["total"] = total.map(ReportJSONValue.integer) ?? .null
        let stream = ReportJSONStream(envelope: envelope, arrayKey: "users")
        return stream.head + users.enumerated().map { stream.element(ReportJSON.user($1), isFirst: $0 == 0) }.joined()
            + stream.tail(count: users.count)
    }

    @Test func forecastDocumentHasTheEnvelopeLocationDaysAndNulls() throws {
        let object = try parse(document(Fetched(ForecastTableTests.forecast)))
        #expect(object["schema_version"] as? Int == 1)
        #expect(object["source"] as? String == "Open-Meteo")
        #expect(object["cached"] as? Bool == false)
        #expect(object["fetched_at"] as? String == "2026-11-18T11:06:40Z")
        #expect(
            object["units"] as? [String: String] == [
                "system": "metric", "temperature": "°C", "speed": "m/s", "precipitation": "mm",
                "pressure": "hPa", "visibility": "m",
            ])
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["name"] as? String == "Zürich")
        #expect(location["utc_offset_seconds"] as? Int == 3600)
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == -0.6)
        #expect(current["pressure"] is NSNull)
        #expect((current["condition"] as? [String: String]) == ["kind": "snow", "description": "Light snow"])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-24", "2026-11-25"])
        #expect(Set(days[1].keys) == Set(days[0].keys))
        #expect(days[1]["precipitation_probability"] is NSNull)
        #expect(days[1]["sunrise"] is NSNull)
        #expect((object["hourly"] as? [Any])?.isEmpty == true)
    }

    @Test func imperialDocumentsConvertEveryAmountAndNameItsUnit() throws {
        var forecast = ForecastTableTests.forecast
        forecast.units = .imperial
        forecast.current?.pressure = 1013.25
        forecast.current?.visibility = 10_000
        forecast.current?.precipitation = 25.4
        let object = try parse(document(Fetched(forecast)))
        let units = try #require(object["units"] as? [String: String])
        #expect(units["precipitation"] == "in" && units["pressure"] == "inHg" && units["visibility"] == "mi")
        let current = try #require(object["current"] as? [String: Any])
        #expect(abs((current["pressure"] as? Double ?? 0) - 29.921) < 0.001)
        #expect(abs((current["visibility"] as? Double ?? 0) - 6.2137) < 0.001)
        #expect(current["precipitation"] as? Double == 1)
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(abs((days[0]["precipitation"] as? Double ?? 0) - 4.3 / 25.4) < 1e-9)
    }

    @Test func cachedForecastIsMarked() throws {
        let fetched = Fetched(ForecastTableTests.forecast, freshness: .cached(since: Date()))
        #expect(try parse(document(fetched))["cached"] as? Bool == true)
    }

    @Test func usersDocumentKeepsOrderAndWritesNullForMissingFields() throws {
        let users = [
            User(
                id: "a1", title: "dr", firstName: "Zoë", lastName: "Saldaña", email: "zoe@example.net",
                dateOfBirth: Date(timeIntervalSince1970: 0), pictureURL: URL(string: "https://example.net/z.jpg"),
                location: UserLocation(city: "Kraków", country: "Poland")),
            User(id: "b2", firstName: "Ayşe", lastName: ""),
        ]
        let object = try parse(Self.usersDocument(users, total: nil, isCached: false, source: "DummyAPI"))
        #expect(object["total"] is NSNull)
        let list = try #require(object["users"] as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ["a1", "b2"])
        #expect(list[0]["full_name"] as? String == "Zoë Saldaña")
        #expect(list[0]["date_of_birth"] as? String == "1970-01-01T00:00:00Z")
        #expect(list[0]["picture"] as? String == "https://example.net/z.jpg")
        #expect((list[0]["location"] as? [String: Any])?["street"] is NSNull)
        #expect(list[1]["location"] is NSNull)
        #expect(list[1]["full_name"] as? String == "Ayşe")
        #expect(Set(list[1].keys) == Set(list[0].keys))
    }

    /// Issue 25: the data stays exact, and a terminal that shows the document sees no control
    /// character: C0 (JSONSerialization's own escapes), DEL, C1 and bidirectional overrides are
    /// `\uXXXX` escapes.
    @Test func controlCharactersAreEscapedAndTheDataStaysExact() throws {
        var forecast = ForecastTableTests.forecast
        let name = "Lon\u{1B}]0;owned\u{07}don\u{7F}\u{9B}2J\u{85}\u{202E}\u{2066}"
        forecast.location.name = name
        let text = document(Fetched(forecast))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(!text.contains("\u{202E}") && !text.contains("\u{2066}"))
        #expect(text.contains(#""Lon\u001b]0;owned\u0007don\u007f\u009b2J\u0085\u202e\u2066""#))
        let location = try #require(try parse(text)["location"] as? [String: Any])
        #expect(location["name"] as? String == name)
    }

    /// The documents are byte for byte what jq 1.6 writes for the same values (`jq -S .`, and
    /// `jq -S -c .` for a `--jsonl` line): the same layout, numbers, escapes and key order. jq
    /// leaves C1 and bidirectional characters as they are, so the data here has C0 and DEL only.
    @Test func documentsAreWhatJqWrites() throws {
        var forecast = ForecastTableTests.forecast
        forecast.location.name = "Zürich / \"Nord\" \\ \u{1B}\u{7F}\t\n\u{08}\u{0C}\r"
        forecast.current?.pressure = 1013.25
        forecast.current?.visibility = 1e-5
        forecast.current?.windGust = 1e17
        let users = [
            User(
                id: "a1", title: "dr", firstName: "Zoë", lastName: "Saldaña",
                dateOfBirth: Date(timeIntervalSince1970: 0),
                pictureURL: URL(string: "https://example.net/z.jpg"), location: UserLocation(city: "Kraków")),
            User(id: "b2", firstName: "Ayşe", lastName: ""),
        ]
        let documents = [
            document(Fetched(forecast)), Self.usersDocument(users, total: 2, isCached: true, source: "sample"),
            Self.usersDocument([], total: 0, isCached: false, source: "sample"),
        ]
        for text in documents {
            #expect(try Self.jq(["-S", "."], text) == text)
            let line = ReportJSONValue.object(["users": .array(users.map(ReportJSON.user))]).compact + "\n"
            #expect(try Self.jq(["-S", "-c", "."], line) == line)
        }
    }

    /// A streamed document is the whole one, piece by piece.
    @Test func aStreamedDocumentIsTheWholeDocument() {
        let users = [User(id: "a1", firstName: "Zoë", lastName: "S"), User(id: "b2", firstName: "Ayşe", lastName: "")]
        for count in 0...2 {
            let whole = ReportJSONValue.object([
                "schema_version": .integer(1), "source": .text("s"), "cached": .bool(false), "total": .integer(count),
                "users": .array(users.prefix(count).map(ReportJSON.user)),
            ])
            #expect(
                Self.usersDocument(Array(users.prefix(count)), total: count, isCached: false, source: "s")
                    == whole.pretty() + "\n")
        }
    }

    /// `jq arguments` on `input`: the oracle for the layout.
    static func jq(_ arguments: [String], _ input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/jq")
        process.arguments = arguments
        let (stdin, stdout) = (Pipe(), Pipe())
        (process.standardInput, process.standardOutput) = (stdin, stdout)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }
}
