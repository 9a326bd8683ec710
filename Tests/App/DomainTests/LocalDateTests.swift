import Domain
import DomainText
import Foundation
import Testing

@Suite struct LocalDateTests {
    @Test func convertsDaysBothWays() {
        #expect(LocalDate(daysSince1970: 0) == LocalDate(year: 1970, month: 1, day: 1))
        #expect(LocalDate(daysSince1970: -1) == LocalDate(year: 1969, month: 12, day: 31))
        #expect(LocalDate(year: 2024, month: 2, day: 29).adding(days: 1) == LocalDate(year: 2024, month: 3, day: 1))
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(LocalDate(daysSince1970: days).daysSince1970 == days)
        }
    }

    @Test func placesAnInstantOnTheLocalDay() {
        // 2023-08-13T21:00Z
        let instant = Date(timeIntervalSince1970: 1_691_960_400)
        #expect(LocalDate(instant, utcOffsetSeconds: 0) == LocalDate(year: 2023, month: 8, day: 13))
        #expect(LocalDate(instant, utcOffsetSeconds: 3 * 3600) == LocalDate(year: 2023, month: 8, day: 14))
        #expect(
            LocalDate(Date(timeIntervalSince1970: 3600), utcOffsetSeconds: -36000)
                == LocalDate(year: 1969, month: 12, day: 31))
        let local = LocalDateTime(instant, utcOffsetSeconds: -36000)
        #expect(local.description == "2023-08-13 11:00")
        #expect(local.instant(utcOffsetSeconds: -36000) == instant)
        #expect(
            LocalDate(year: 2023, month: 8, day: 14).start(utcOffsetSeconds: 3600)
                == Date(timeIntervalSince1970: 1_691_967_600))
    }

    @Test func knowsTheWeekday() {
        #expect(LocalDate(year: 2023, month: 8, day: 14).weekday == 2)  // Monday
        #expect(LocalDate(year: 1970, month: 1, day: 1).weekday == 5)  // Thursday
        #expect(TextLocale.posix.weekdayAndDay(LocalDate(year: 2023, month: 8, day: 14)) == "Mon 14 Aug")
        #expect(LocalDate(year: 2023, month: 8, day: 14) < LocalDate(year: 2023, month: 9, day: 1))
    }

    /// An ISO 8601 date, or the date a date-time starts with; anything else, or a day that no
    /// calendar has, is no date.
    @Test func readsAnISODate() {
        #expect(LocalDate(iso: "2014-11-05") == LocalDate(year: 2014, month: 11, day: 5))
        #expect(LocalDate(iso: "2026-07-26T23:00") == LocalDate(year: 2026, month: 7, day: 26))
        for text in ["", "2014", "2014-13-01", "2014-11-32", "05.11.2014", "0000-01-01", "abcd-ef-gh"] {
            #expect(LocalDate(iso: text) == nil, "\(text)")
        }
    }
}
