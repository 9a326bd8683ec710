import Domain
import Foundation
import Testing

@testable import DomainText

/// `TextLocale` against glibc's own output: `date` (coreutils, on glibc's locale data) and
/// `locale` print what each locale says; tern's forms must be cut from the same words in the same
/// order. The locales come with `locales-all` (`make deps`).
@Suite struct TextLocaleTests {
    /// Friday 27 November 2026, 09:05 UTC, and the same day at 21:05.
    private static let morning = Date(timeIntervalSince1970: 1_795_770_300)
    private static let evening = morning.addingTimeInterval(12 * 3_600)
    private static let day = LocalDate(year: 2026, month: 11, day: 27)

    @Test func theCLocaleKeepsTernsEnglishForms() {
        for locale in [
            TextLocale.posix, TextLocale(time: "C.UTF-8", numeric: "POSIX"), TextLocale(time: "POSIX", numeric: "C"),
        ] {
            #expect(locale.weekdayAndDay(Self.day) == "Fri 27 Nov")
            #expect(locale.weekdayAndDay(LocalDate(year: 2023, month: 8, day: 4)) == "Fri 4 Aug")
            #expect(locale.weekday(Self.day) == "Fri")
            #expect(locale.day(Self.morning, in: .gmt) == "27 Nov 2026")
            #expect(locale.dayAndTime(Self.evening, in: .gmt) == "27 Nov 2026, 21:05")
            #expect(locale.time(Self.evening, in: .gmt) == "21:05")
            #expect(locale.time(Self.morning, utcOffsetSeconds: -10 * 3_600) == "23:05")
            #expect(locale.number("%.1f mm", 2.45) == PrintfNumber.string("%.1f mm", 2.45))
            #expect(locale.hour(LocalDateTime(date: Self.day, hour: 7, minute: 0)) == "07")
            #expect(locale.hour(LocalDateTime(date: Self.day, hour: 21, minute: 0)) == "21")
            #expect(locale.integer(1_234_567) == "1234567")
            #expect(locale.integer(-12_345) == "-12345")
        }
    }

    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8", "en_GB.UTF-8", "ja_JP.UTF-8", "fr_FR.UTF-8"])
    func aChartsHourIsOnTheLocalesClock(name: String) throws {
        let locale = try Self.installed(name)
        // A locale whose `date +%X` writes a day period ("09:05:00 PM") is on a 12-hour clock: the
        // hour is `date +%-I%p` ("9PM"); the others label it as the C locale does ("21").
        let period = try Self.date(name, at: Self.evening, format: "%p")
        let clock = try Self.date(name, at: Self.evening, format: "%X")
        let twelveHour = !period.isEmpty && clock.contains(period)
        let expected = twelveHour ? try Self.date(name, at: Self.evening, format: "%-I%p") : "21"
        #expect(locale.hour(LocalDateTime(date: Self.day, hour: 21, minute: 0)) == expected, "\(name)")
        #expect(twelveHour == (name == "en_US.UTF-8"))
    }

    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8", "fr_FR.UTF-8", "en_IN.UTF-8", "C.UTF-8"])
    func aWholeNumberIsGroupedAsPrintfGroupsIt(name: String) throws {
        let locale = TextLocale(time: name, numeric: name)
        try #require(locale.numericName == name, "glibc has no \(name): `make deps` installs locales-all")
        // coreutils' printf with the `'` flag writes the locale's grouping: "12.345" in German,
        // "12,345" in US English, "12 345" (a narrow no-break space) in French, "12,34,567" in
        // Indian English, "12345" in C.
        for value in [0, 7, 999, 1_000, 12_345, 1_234_567, -98_765, 1_000_000_000] {
            let printed = try Self.run(["printf", "%'d", String(value)], locale: name)
            #expect(locale.integer(value) == printed, "\(name): \(value)")
        }
        let separator = try Self.run(["locale", "thousands_sep"], locale: name)
        #expect(separator.isEmpty || locale.integer(12_345).contains(separator))
        #expect(separator.isEmpty == (name == "C.UTF-8"))
    }

    @Test func germanAndUSEnglishGroupThousandsTheirOwnWay() throws {
        #expect(try Self.installed("de_DE.UTF-8").integer(10_867) == "10.867")
        #expect(try Self.installed("en_US.UTF-8").integer(10_867) == "10,867")
        #expect(TextLocale(time: "C", numeric: "de_DE.UTF-8").integer(1_000) == "1.000")
        #expect(TextLocale(time: "de_DE.UTF-8", numeric: "C").integer(1_000) == "1000")
    }

    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8", "en_GB.UTF-8", "fr_FR.UTF-8"])
    func theDayIsCutFromWhatDatePrints(name: String) throws {
        let locale = try Self.installed(name)
        // `date` writes weekday, day and month first in these locales ("Fr 27. Nov 09:05:00 UTC 2026",
        // "Fri Nov 27 09:05:00 AM UTC 2026", "ven. 27 nov. 2026 09:05:00 UTC"): the forecast day is
        // that beginning, and the weekday and month are `date`'s own abbreviations.
        let printed = try Self.date(name, at: Self.morning)
        let weekdayAndDay = locale.weekdayAndDay(Self.day)
        #expect(printed.hasPrefix(weekdayAndDay + " "), "\(printed) begins with \(weekdayAndDay)")
        #expect(weekdayAndDay.contains(try Self.date(name, at: Self.morning, format: "%a")))
        #expect(weekdayAndDay.contains(try Self.date(name, at: Self.morning, format: "%b")))
        #expect(locale.weekday(Self.day) == (try Self.date(name, at: Self.morning, format: "%a")))
        // The calendar day is the same day and month, without the weekday, with the year after them.
        let dayAndMonth = weekdayAndDay.dropFirst(locale.weekday(Self.day).count + 1)
        #expect(locale.day(Self.morning, in: .gmt) == dayAndMonth + " 2026")
    }

    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8", "en_GB.UTF-8", "ja_JP.UTF-8", "fr_FR.UTF-8"])
    func theClockIsTheLocalesTimeWithoutSeconds(name: String) throws {
        let locale = try Self.installed(name)
        // `date +%X` writes the locale's time with seconds: "21:05:00", "09:05:00 PM", "21時05分00秒".
        for instant in [Self.morning, Self.evening] {
            let printed = try Self.date(name, at: instant, format: "%X")
            let expected = printed.replacingOccurrences(of: ":00", with: "").replacingOccurrences(of: "00秒", with: "")
            #expect(locale.time(instant, in: .gmt) == expected, "\(name): \(printed)")
        }
    }

    @Test func germanWritesA24HourClockCommaDecimalsAndItsOwnNames() throws {
        let german = try Self.installed("de_DE.UTF-8")
        #expect(german.weekdayAndDay(Self.day) == "Fr 27. Nov")
        #expect(german.weekdayAndDay(LocalDate(year: 2026, month: 12, day: 1)) == "Di 1. Dez")
        #expect(german.time(Self.evening, in: .gmt) == "21:05")
        #expect(german.day(Self.morning, in: .gmt) == "27. Nov 2026")
        #expect(german.dayAndTime(Self.evening, in: .gmt) == "27. Nov 2026 21:05")
        let radix = try Self.run(["locale", "decimal_point"], locale: "de_DE.UTF-8")
        #expect(radix == ",")
        #expect(german.number("%.1f mm", 2.45) == "2\(radix)5 mm")
        #expect(german.number("%.2f", -48.8566) == "-48\(radix)86")
    }

    @Test func usEnglishWritesA12HourClockAndTheMonthFirst() throws {
        let american = try Self.installed("en_US.UTF-8")
        #expect(american.weekdayAndDay(Self.day) == "Fri Nov 27")
        #expect(american.time(Self.evening, in: .gmt) == "09:05 PM")
        #expect(american.time(Self.morning, in: .gmt) == "09:05 AM")
        #expect(american.day(Self.morning, in: .gmt) == "Nov 27 2026")
        #expect(american.dayAndTime(Self.evening, in: .gmt) == "Nov 27 2026 09:05 PM")
        #expect(try Self.run(["locale", "decimal_point"], locale: "en_US.UTF-8") == ".")
        #expect(american.number("%.1f mm", 2.45) == "2.5 mm")
    }

    @Test func japaneseNamesAreWideAndKeepTheirWords() throws {
        let japanese = try Self.installed("ja_JP.UTF-8")
        let month = try Self.date("ja_JP.UTF-8", at: Self.morning, format: "%b")
        let weekday = try Self.date("ja_JP.UTF-8", at: Self.morning, format: "%a")
        #expect(japanese.weekdayAndDay(Self.day) == "\(month) 27日 \(weekday)")
        #expect(japanese.day(Self.morning, in: .gmt) == "2026年 \(month) 27日")
    }

    @Test func eachCategoryFollowsPOSIXPrecedence() {
        func name(_ category: String, _ environment: [String: String]) -> String {
            TextLocale.name(of: category, environment: { environment[$0] })
        }
        #expect(name("LC_TIME", [:]) == "C")
        #expect(name("LC_TIME", ["LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
        #expect(name("LC_TIME", ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"]) == "en_US.UTF-8")
        #expect(name("LC_NUMERIC", ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"]) == "de_DE.UTF-8")
        #expect(name("LC_TIME", ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8", "LC_ALL": "C"]) == "C")
        #expect(name("LC_TIME", ["LANG": "de_DE.UTF-8", "LC_TIME": "", "LC_ALL": ""]) == "de_DE.UTF-8")
    }

    @Test func timesAndNumbersMayComeFromDifferentLocales() throws {
        _ = try Self.installed("de_DE.UTF-8")
        _ = try Self.installed("en_US.UTF-8")
        let mixed = TextLocale(environment: { ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"][$0] })
        #expect(mixed.timeName == "en_US.UTF-8")
        #expect(mixed.numericName == "de_DE.UTF-8")
        #expect(mixed.time(Self.evening, in: .gmt) == "09:05 PM")
        #expect(mixed.number("%.1f", 2.5) == "2,5")
    }

    @Test func aLocaleGlibcLacksIsTheCLocale() {
        let unknown = TextLocale(time: "xx_XX.UTF-8", numeric: "yy_YY.UTF-8")
        #expect(unknown.timeName == "C")
        #expect(unknown.numericName == "C")
        #expect(unknown.weekdayAndDay(Self.day) == "Fri 27 Nov")
        #expect(unknown.number("%.1f", 2.5) == "2.5")
    }

    @Test func aLocaleNotInUTF8WritesTheCForms() throws {
        // locales-all has de_DE in ISO 8859-1, where "März" is not UTF-8.
        let probe = newlocale(1 << LC_TIME, "de_DE", nil)
        defer { if let probe { freelocale(probe) } }
        try #require(probe != nil, "`make deps` installs locales-all")
        let latin1 = TextLocale(time: "de_DE", numeric: "de_DE.UTF-8")
        #expect(latin1.timeName == "C")
        #expect(latin1.weekdayAndDay(LocalDate(year: 2026, month: 3, day: 6)) == "Fri 6 Mar")
        #expect(latin1.number("%.1f", 2.5) == "2,5")
    }

    @Test func noLocaleChangesHowTheProcessWritesNumbers() throws {
        let german = try Self.installed("de_DE.UTF-8")
        _ = german.number("%.1f", 2.5)
        #expect(PrintfNumber.string("%.1f", 2.5) == "2.5")
        #expect(String(cString: localeconv().pointee.decimal_point) == ".")
    }

    /// `name` as a `TextLocale`, failing (never skipping) when glibc does not have it.
    private static func installed(_ name: String) throws -> TextLocale {
        let locale = TextLocale(time: name, numeric: name)
        try #require(
            locale.timeName == name, "glibc has no \(name): `make deps` installs locales-all (locale -a lists them)")
        return locale
    }

    /// What `date -u` prints for `instant` in `locale` (with `format` when given).
    private static func date(_ locale: String, at instant: Date, format: String? = nil) throws -> String {
        try run(
            ["date", "-u", "-d", "@\(Int(instant.timeIntervalSince1970))"] + (format.map { ["+" + $0] } ?? []),
            locale: locale)
    }

    /// The first line `arguments` prints with `LC_ALL=locale`.
    private static func run(_ arguments: [String], locale: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["LC_ALL=\(locale)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
