import Foundation
import Testing

/// tern links no ICU (decision 2060), so its time zones come from glibc and the tz database, not from
/// Foundation's `TimeZone`. The oracle is that `TimeZone`, which this test process (Foundation loaded)
/// still has: a sample city's offset at this moment, summer time included (Paris or Sydney is on summer
/// time on any day of the year), and the fetch time in the user's own zone, set through `TZ`.
@Suite(.serialized) struct TimeZoneEndToEndTests {
    @Test(arguments: [("Paris", "Europe/Paris"), ("Sydney", "Australia/Sydney")])
    func theCitysOffsetAndTheUsersOwnTimeAreTheTimeZoneDatabases(city: String, zone: String) throws {
        let userZone = "America/St_Johns"  // UTC−3:30 or −2:30: a half hour, and summer time
        let before = Date()
        let session = try TmuxSession(
            arguments: ["weather", city, "--weather-provider", "sample", "--more"], width: 120, height: 40,
            environment: TernEnvironment.isolated(["TZ": userZone]))
        let screen = try session.waitFor("Esc/m/i close ─")
        let after = Date()
        let cityZone = try #require(TimeZone(identifier: zone))
        let offset = Self.offsetText(cityZone.secondsFromGMT(for: before))
        #expect(screen.contains("city time (\(offset))"), "\(screen)")
        #expect(screen.contains("\(offset) (\(zone))"))
        let user = try #require(TimeZone(identifier: userZone))
        let fetched = [before, after].map { Self.dayAndTime($0, in: user) + " your time" }
        #expect(fetched.contains { screen.contains($0) }, "expected one of \(fetched) in \(screen)")
    }

    /// "UTC+11", "UTC+5:45", "UTC−3:30": how tern writes an offset.
    private static func offsetText(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "−" : "+") + "\(minutes / 60)"
            + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// "27 Nov 2026, 05:00": a moment as tern's sheet writes it, in `zone`.
    private static func dayAndTime(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[(parts.month ?? 1) - 1]
        return "\(parts.day ?? 0) \(month) \(parts.year ?? 0), "
            + String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
