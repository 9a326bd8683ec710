import Foundation
import Testing

@testable import Domain

/// `TimeZoneRules` reads the system's tz database itself, so tern (which links no ICU) knows summer
/// time. The oracle is Foundation's ICU-backed `TimeZone`, loaded in this test process only.
@Suite struct TimeZoneRulesTests {
    /// Zones of both hemispheres, half-hour and 45-minute offsets, abolished summer time, and
    /// changes at odd hours (Cairo's 24:00, Lord Howe's 30-minute shift).
    static let zones = [
        "Europe/London", "Europe/Paris", "Europe/Zurich", "Europe/Berlin", "America/New_York",
        "America/Los_Angeles", "Pacific/Honolulu", "America/Sao_Paulo", "Asia/Tokyo", "Australia/Sydney",
        "Australia/Lord_Howe", "Asia/Kolkata", "Atlantic/Reykjavik", "Asia/Kathmandu", "Africa/Cairo",
        "Pacific/Auckland", "America/St_Johns", "UTC",
    ]

    /// Every five days from 1995 to 2055 (past the year 2037 where the files' transition lists end and
    /// their POSIX rule takes over), and the hour around every transition Foundation names.
    @Test(arguments: zones) func offsetsAgreeWithFoundationsTimeZone(identifier: String) throws {
        let rules = try #require(TimeZoneRules(identifier: identifier))
        let oracle = try #require(TimeZone(identifier: identifier))
        var instants: [Date] = []
        var day = Date(timeIntervalSince1970: 788_918_400)  // 1995-01-01
        let end = Date(timeIntervalSince1970: 2_682_374_400)  // 2055-01-01
        while day < end {
            instants.append(day)
            if let change = oracle.nextDaylightSavingTimeTransition(after: day),
                change < day.addingTimeInterval(432_000)
            {
                instants += [change.addingTimeInterval(-1), change, change.addingTimeInterval(1)]
            }
            day = day.addingTimeInterval(432_000)
        }
        let disagreements = instants.filter { rules.secondsFromGMT(for: $0) != oracle.secondsFromGMT(for: $0) }
        #expect(disagreements.isEmpty, "\(identifier) disagrees at \(disagreements.prefix(3))")
        #expect(instants.count > 4_000)
    }

    @Test func namesOutsideTheDatabaseAreRefused() {
        for name in ["Nowhere/Atlantis", "", "/etc/passwd", "../zoneinfo/UTC", "Europe/../UTC", "Europe//Paris"] {
            #expect(TimeZoneRules(identifier: name) == nil, "\(name)")
        }
    }

    @Test func fixedZonesKeepTheirOffsetAndTheCurrentOneIsTheCLibrarys() {
        let instant = Date(timeIntervalSince1970: 1_750_000_000)
        #expect(TimeZoneRules.fixed(secondsFromGMT: 20_700).secondsFromGMT(for: instant) == 20_700)
        #expect(TimeZoneRules.gmt.secondsFromGMT(for: instant) == 0)
        #expect(TimeZoneRules.current.secondsFromGMT(for: instant) == TimeZone.current.secondsFromGMT(for: instant))
    }

    /// A file cut anywhere or with any byte changed is refused or read, never a trap: the files are
    /// the system's, but tern must not crash on a broken one.
    @Test func brokenFilesNeverTrap() throws {
        let bytes = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/Berlin")).map { $0 }
        #expect(TZifFile(bytes: bytes) != nil)
        let instants = [-4_000_000_000, 0, 1_750_000_000, 4_000_000_000]
        for length in 0..<bytes.count {
            if let file = TZifFile(bytes: Array(bytes.prefix(length))) {
                _ = instants.map(file.secondsFromGMT(atUnixSeconds:))
            }
        }
        for position in stride(from: 0, to: bytes.count, by: 3) {
            for value: UInt8 in [0, 0x7F, 0xFF] {
                var broken = bytes
                broken[position] = value
                if let file = TZifFile(bytes: broken) { _ = instants.map(file.secondsFromGMT(atUnixSeconds:)) }
            }
        }
    }

    @Test func posixRulesOfTheFootersAreRead() throws {
        let sydney = try #require(POSIXTimeZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.secondsFromGMT(atUnixSeconds: 2_556_144_000) == 39_600)  // 2051-01-01: summer
        #expect(sydney.secondsFromGMT(atUnixSeconds: 2_571_782_400) == 36_000)  // 2051-07-01: winter
        let kathmandu = try #require(POSIXTimeZoneRule("<+0545>-5:45"))
        #expect(kathmandu.secondsFromGMT(atUnixSeconds: 0) == 20_700)
        for broken in ["", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0/3", "<+05", "X-1"] {
            #expect(POSIXTimeZoneRule(broken) == nil, "\(broken)")
        }
    }
}
