import Foundation
import Testing

/// Weather in the user's locale (issue 27 item 5, decision 2240), set through `LANG` alone as a
/// person sets it: the city's clock, the forecast days and the decimal separator as glibc writes
/// them for that locale. The oracle is `date` (coreutils) and `locale` run with the same locale
/// and time zone. `--json` stays locale-free. The locales come with `locales-all` (`make deps`).
@Suite(.serialized) struct LocaleEndToEndTests {
    /// A locale, how its forecast days read in `date`'s terms, and whether its clock has AM/PM.
    struct Case: Sendable, CustomTestStringConvertible {
        var lang: String
        var dayFormat: String
        var twelveHour: Bool
        var testDescription: String { lang }
    }

    static let cases = [
        Case(lang: "de_DE.UTF-8", dayFormat: "%a %-d. %b", twelveHour: false),
        Case(lang: "en_US.UTF-8", dayFormat: "%a %b %-d", twelveHour: true),
    ]

    @Test(arguments: cases)
    func weatherShowsTheLocalesClockDaysAndDecimals(locale: Case) throws {
        let radix = try Self.oracle(["locale", "decimal_point"], locale.lang)
        let before = Date()
        let session = try TmuxSession(
            arguments: ["weather", "Paris", "--weather-provider", "sample"], width: 120, height: 40,
            environment: TernEnvironment.isolated(Self.environment(locale.lang)))
        let list = try session.waitFor("city time")
        let after = Date()
        // The header's clock is the city's, as `date +%X` writes it there, without the seconds.
        let clocks = try [before, after].map { instant in
            try Self.oracle(
                ["date", "-d", "@\(Int(instant.timeIntervalSince1970))", "+%X"], locale.lang, zone: "Europe/Paris"
            )
            .replacingOccurrences(of: #"(\d\d[:.]\d\d)[:.]\d\d"#, with: "$1", options: .regularExpression)
        }
        #expect(clocks.contains { list.contains(" · \($0) city time (UTC") }, "one of \(clocks) in\n\(list)")
        #expect((list.contains(" AM city time") || list.contains(" PM city time")) == locale.twelveHour)
        // Today's row, its weekday and month named as `date` names them there.
        let today = try Self.oracle(
            ["date", "-d", "@\(Int(after.timeIntervalSince1970))", "+" + locale.dayFormat], locale.lang,
            zone: "Europe/Paris")
        let yesterday = try Self.oracle(
            ["date", "-d", "@\(Int(before.timeIntervalSince1970))", "+" + locale.dayFormat], locale.lang,
            zone: "Europe/Paris")
        // Polled: tmux may show the header a frame before the list's rows.
        try session.waitUntil("\(today) or \(yesterday)") { $0.contains(today) || $0.contains(yesterday) }

        try session.send("m")
        let sheet = try session.waitFor("Coordinates")
        let other = radix == "," ? "." : ","
        let coordinates = try #require(sheet.split(separator: "\n").first { $0.contains("Coordinates") })
        #expect(coordinates.contains("48\(radix)"), "\(coordinates)")
        #expect(!coordinates.contains("48\(other)"), "\(coordinates)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test(arguments: cases)
    func printIsForPeopleAndJSONIsForMachines(locale: Case) throws {
        let radix = try Self.oracle(["locale", "decimal_point"], locale.lang)
        let environment = TernEnvironment.isolated(Self.environment(locale.lang))
        let table = try SpawnedProcess.run(
            [TernBinary.path, "weather", "Paris", "--weather-provider", "sample", "--print"], environment: environment)
        #expect(table.status == 0, "\(table.standardError)")
        // The precipitation column: "2,4 mm" in German, "2.4 mm" in US English.
        #expect(
            table.standardOutput.range(of: #"\d\#(radix == "," ? "," : "\\.")\d mm"#, options: .regularExpression)
                != nil, "\(table.standardOutput)")
        let json = try SpawnedProcess.run(
            [TernBinary.path, "weather", "Paris", "--weather-provider", "sample", "--json"], environment: environment)
        #expect(json.status == 0, "\(json.standardError)")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
        #expect(decoded is [String: Any])
        // Numbers keep ".": "temperature" : 2.3, never 2,3.
        #expect(json.standardOutput.range(of: #": -?\d+\.\d"#, options: .regularExpression) != nil)
        #expect(json.standardOutput.range(of: #": -?\d+,\d"#, options: .regularExpression) == nil)
    }

    /// The detail's hourly chart: every label under the bars is a whole hour as `date` writes one
    /// in that locale — `+%-I%p` on a 12-hour clock ("9PM"), `+%H` on a 24-hour one ("21"). Off the
    /// test pool, as the next test, so that no loopback server elsewhere waits for it.
    @Test(arguments: cases)
    func theHourlyChartIsLabelledOnTheLocalesClock(locale: Case) async throws {
        let (hours, status) = try await offThePool { () -> (Set<String>, Int32?) in
            let format = locale.twelveHour ? "+%-I%p" : "+%H"
            let hours = try Set(
                (0..<24).map { hour in
                    try Self.oracle(["date", "-u", "-d", "2026-01-01 \(hour):00", format], locale.lang)
                })
            let session = try TmuxSession(
                arguments: ["weather", "Paris", "--weather-provider", "sample"], width: 120, height: 40,
                environment: TernEnvironment.isolated(Self.environment(locale.lang)))
            try session.waitFor("city time")
            try session.send("Enter")
            func labels(_ line: Substring) -> [Substring] {
                (line.split(separator: "│").last ?? "").split(separator: " ")
            }
            // The row under the bars: every word on it one of the 24 hours, none cut (polled, as
            // tmux may show the chart before its last rows are drawn).
            try session.waitUntil("a row of whole hours among \(hours.sorted())") { screen in
                screen.contains("in the next 24 hours")
                    && screen.split(separator: "\n").contains { line in
                        labels(line).count >= 4 && labels(line).allSatisfy { hours.contains(String($0)) }
                    }
            }
            try session.send("q")
            return (hours, try session.waitForExit())
        }
        #expect(hours.count == 24)
        #expect(status == 0)
    }

    /// A count a person reads is grouped as `printf "%'d"` groups it there: Movies' sample
    /// Interstellar has 10867 votes, "10.867" in German and "10,867" in US English.
    @Test(arguments: cases)
    func aVoteCountIsGroupedAsTheLocaleGroupsDigits(locale: Case) async throws {
        let (votes, sheet, status) = try await offThePool { () -> (String, String, Int32?) in
            let votes = try Self.oracle(["printf", "%'d", "10867"], locale.lang)
            let session = try TmuxSession(
                arguments: ["movies"], width: 120, height: 40,
                environment: TernEnvironment.isolated(Self.environment(locale.lang)))
            try session.waitFor("Interstellar (2014)")
            try session.send("Enter")
            try session.waitFor("(\(votes) votes)")
            try session.send("m")
            let sheet = try session.waitFor("TMDB id")
            try session.send("q")
            return (votes, sheet, try session.waitForExit())
        }
        #expect(votes != "10867")
        #expect(sheet.contains("vote count    \(votes)"), "\(sheet)")
        #expect(sheet.contains("157336"), "an id is never grouped:\n\(sheet)")
        #expect(status == 0)
    }

    /// `LANG` alone names the locale (whatever this process has in `LC_ALL` and the rest), in UTC.
    private static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_TIME": "", "LC_NUMERIC": "", "TZ": "UTC"]
    }

    /// What `arguments` prints in `locale` (and time zone `zone`): glibc's own words.
    private static func oracle(_ arguments: [String], _ locale: String, zone: String = "UTC") throws -> String {
        let result = try SpawnedProcess.run(arguments, environment: ["LC_ALL": locale, "TZ": zone])
        try #require(
            result.status == 0 && result.standardError.isEmpty,
            "\(arguments) in \(locale): \(result.standardError) — `make deps` installs locales-all")
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
