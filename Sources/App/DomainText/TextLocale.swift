import Domain
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// How dates, times and numbers are written for people in one locale, from glibc's locale data
/// (decision 2240, no ICU): the clock (12- or 24-hour), the order and names of weekday, day and
/// month, the decimal separator and digit grouping. The C/POSIX locale writes tern's English
/// forms: "Fri 27 Nov", "21 Jun 2021, 23:02", "23:02", "2.5 mm", "10867"; de_DE writes "Fr 27. Nov",
/// "21. Jun 2021 23:02", "2,5 mm", "10.867"; en_US "Fri Nov 27", "Jun 21 2021 11:02 PM", "10,867".
///
/// The short forms are cut from the locale's own patterns — the weekday, day and month of the one
/// `date` prints (`_DATE_FMT`), the hour and minute of its time (`T_FMT`) — and written with
/// `strftime_l`, so names and order are the locale's. Values are computed on the domain's own
/// calendar (`LocalDateTime`, `TimeZoneRules`); nothing here reads or changes the process's locale.
/// Machine output (`--json`) does not use it: it stays ISO 8601 with "." decimals.
public struct TextLocale: Sendable {
    /// The C/POSIX locale: tern's English forms, "." decimals.
    public static let posix = TextLocale(time: "C", numeric: "C")

    /// The user's locale, from the environment as POSIX orders it: `LC_ALL`, else `LC_TIME` (for
    /// dates and times) or `LC_NUMERIC` (for numbers), else `LANG`; a locale glibc does not have is
    /// the C locale, as for every C program.
    public static let current = TextLocale(environment: { name in getenv(name).map { String(cString: $0) } })

    /// The locale's name for dates and times, as resolved ("de_DE.UTF-8", "C").
    public let timeName: String
    /// The locale's name for numbers, as resolved.
    public let numericName: String
    private let handle: Handle
    private let patterns: Patterns

    /// Dates and times as `time` writes them ("de_DE.UTF-8"), numbers as `numeric` does; a name
    /// glibc does not know, or whose dates are not written in UTF-8, is the C locale.
    public init(time: String, numeric: String) {
        var locale = newlocale(1 << LC_TIME, time, nil)
        if let made = locale, !Self.isPOSIX(time),
            String(cString: nl_langinfo_l(nl_item(_NL_TIME_CODESET), made)) != "UTF-8"
        {
            freelocale(made)  // its names are not UTF-8: "M\u{E4}r" is one byte 0xE4 in de_DE's ISO 8859-1
            locale = nil
        }
        let knowsTime = locale != nil
        if locale == nil { locale = newlocale(1 << LC_TIME, "C", nil) }
        var knowsNumbers = false
        if let numbers = newlocale(1 << LC_NUMERIC, numeric, locale) {
            locale = numbers
            knowsNumbers = true
        } else if let numbers = newlocale(1 << LC_NUMERIC, "C", locale) {
            locale = numbers
        }
        timeName = knowsTime ? time : "C"
        numericName = knowsNumbers ? numeric : "C"
        let handle = Handle(locale)
        self.handle = handle
        patterns = Self.isPOSIX(timeName) || locale == nil ? .posix : Patterns(handle)
    }

    /// The locale the environment names, `variable` reading one environment variable.
    init(environment variable: (String) -> String?) {
        self.init(
            time: Self.name(of: "LC_TIME", environment: variable),
            numeric: Self.name(of: "LC_NUMERIC", environment: variable))
    }

    /// The locale a category follows under POSIX: the first of `LC_ALL`, the category's own
    /// variable and `LANG` that is set and not empty, else "C".
    static func name(of category: String, environment variable: (String) -> String?) -> String {
        for name in ["LC_ALL", category, "LANG"] {
            if let value = variable(name), !value.isEmpty { return value }
        }
        return "C"
    }

    /// "C", "POSIX" and "C.UTF-8" keep tern's English forms.
    private static func isPOSIX(_ name: String) -> Bool {
        name == "C" || name == "POSIX" || name.hasPrefix("C.")
    }

    /// "Fri 27 Nov", "Fr 27. Nov", "Fri Nov 27", "11月 27日 金" — a forecast day.
    public func weekdayAndDay(_ date: LocalDate) -> String {
        format(patterns.weekdayAndDay, LocalDateTime(date: date, hour: 0, minute: 0))
    }

    /// "Fri", "Fr", "金" — the weekday's abbreviated name.
    public func weekday(_ date: LocalDate) -> String {
        format("%a", LocalDateTime(date: date, hour: 0, minute: 0))
    }

    /// "30 Apr 1996", "30. Apr 1996", "Apr 30 1996" — a calendar day, e.g. a date of birth.
    public func day(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        format(patterns.day, local(date, in: timeZone))
    }

    /// "5 Nov 2014", "5. Nov 2014", "Nov 5 2014" — a calendar day with no time zone, e.g. a release date.
    public func day(_ date: LocalDate) -> String {
        format(patterns.day, LocalDateTime(date: date, hour: 0, minute: 0))
    }

    /// "21 Jun 2021, 23:02", "21. Jun 2021 23:02", "Jun 21 2021 11:02 PM" — a moment, e.g. a
    /// registration date, in the given (by default local) time zone.
    public func dayAndTime(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        format(patterns.dayAndTime, local(date, in: timeZone))
    }

    /// "23:02", "11:02 PM" — a time of day in the given time zone.
    public func time(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        format(patterns.time, local(date, in: timeZone))
    }

    /// "23:02", "11:02 PM" — a time of day at a fixed offset from UTC (a weather location's own time).
    public func time(_ date: Date, utcOffsetSeconds: Int) -> String {
        time(date, in: .fixed(secondsFromGMT: utcOffsetSeconds))
    }

    /// "07", "19" on a 24-hour clock; "7AM", "12PM" on a 12-hour one (the hour and the locale's
    /// day period, no space) — the hour a chart labels a bar with, for the wall-clock time `local`.
    public func hour(_ local: LocalDateTime) -> String {
        format(patterns.hour, local)
    }

    /// `value` written with `format`, a printf conversion of one `double` ("%.1f mm"), with the
    /// locale's decimal separator ("2,5 mm"); digits grouped only under the `'` flag ("%'.1f").
    public func number(_ format: String, _ value: Double) -> String {
        PrintfNumber.string(format, value, locale: handle.locale)
    }

    /// A whole number a person reads, e.g. a count of votes, with the locale's digit grouping
    /// (`printf("%'ld")`): "12345" in the C locale, "12.345" in de_DE, "12,345" in en_US. Not for
    /// years, ids or times, which are never grouped.
    public func integer(_ value: Int) -> String {
        PrintfNumber.string("%'ld", value, locale: handle.locale)
    }

    private func local(_ date: Date, in timeZone: TimeZoneRules) -> LocalDateTime {
        LocalDateTime(date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }

    /// `pattern` written by `strftime_l` for the wall-clock time `local`.
    private func format(_ pattern: String, _ local: LocalDateTime) -> String {
        var fields = tm()
        fields.tm_year = Int32(clamping: local.date.year - 1900)
        fields.tm_mon = Int32(local.date.month - 1)
        fields.tm_mday = Int32(local.date.day)
        fields.tm_hour = Int32(local.hour)
        fields.tm_min = Int32(local.minute)
        fields.tm_wday = Int32(local.date.weekday - 1)
        fields.tm_yday = Int32(
            local.date.daysSince1970 - LocalDate(year: local.date.year, month: 1, day: 1).daysSince1970)
        var buffer = [CChar](repeating: 0, count: 256)
        let length = strftime_l(&buffer, buffer.count, pattern, &fields, handle.locale)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension TextLocale {
    /// A `locale_t` made once and kept for the value's life; glibc reads it from any thread.
    fileprivate final class Handle: @unchecked Sendable {
        let locale: locale_t?

        init(_ locale: locale_t?) { self.locale = locale }

        deinit {
            if let locale { freelocale(locale) }
        }

        /// The locale's `nl_langinfo` text for `item`.
        func info(_ item: nl_item) -> String {
            guard let locale, let text = nl_langinfo_l(item, locale) else { return "" }
            return String(cString: text)
        }
    }

    /// The `strftime` patterns of each form.
    fileprivate struct Patterns: Sendable {
        var weekdayAndDay: String
        var day: String
        var dayAndTime: String
        var time: String

        /// tern's English forms, as they were before locales.
        static let posix = Patterns(
            weekdayAndDay: "%a %-d %b", day: "%-d %b %Y", dayAndTime: "%-d %b %Y, %H:%M", time: "%H:%M")

        /// The hour of `time`: on a 12-hour clock with its day period and without spaces or padding
        /// ("%I:%M %p" → "%-I%p"), else two digits as C writes it ("%H"). Cut on each call rather
        /// than stored, so `TextLocale`'s stored layout stays as other modules were built against
        /// (decision 2260).
        var hour: String {
            let hour = StrftimePattern(time).keeping([.hour, .dayPeriod])
            guard hour.has([.hour, .dayPeriod]) else { return "%H" }
            return hour.text.replacing(" ", with: "").replacing("%I", with: "%-I").replacing("%l", with: "%-I")
        }
    }
}

extension TextLocale.Patterns {
    /// The forms cut from `handle`'s locale patterns; a form the locale's pattern lacks a part of
    /// is the POSIX one.
    init(_ handle: TextLocale.Handle) {
        let date = StrftimePattern(handle.info(nl_item(_DATE_FMT)), expanding: handle.info)
        let clock = StrftimePattern(handle.info(nl_item(T_FMT)), expanding: handle.info)
        let weekdayAndDay = date.keeping([.weekday, .day, .month])
        let day = date.keeping([.day, .month, .year])
        let time = clock.keeping([.hour, .minute, .dayPeriod])
        self.weekdayAndDay = weekdayAndDay.has([.day, .month]) ? weekdayAndDay.text : Self.posix.weekdayAndDay
        self.day = day.has([.day, .month, .year]) ? day.text : Self.posix.day
        self.time = time.has([.hour, .minute]) ? time.text : Self.posix.time
        dayAndTime = self.day + " " + self.time
    }
}
