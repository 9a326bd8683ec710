/// A POSIX `TZ` rule, as a TZif footer gives it for the times after the file's last transition:
/// "CET-1CEST,M3.5.0,M10.5.0/3" (standard and summer offsets and when summer time starts and ends),
/// or just "<+0545>-5:45". POSIX offsets count west of UTC; this type answers east of it.
struct POSIXTimeZoneRule: Sendable {
    /// Seconds east of UTC in standard time.
    private var standardOffset: Int
    /// Seconds east of UTC in summer time, with when it starts and ends; nil without summer time.
    private var summer: (offset: Int, start: Change, end: Change)?

    /// A day of the year and a local time of day when the offset changes.
    private struct Change: Sendable {
        enum Day: Sendable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julianNoLeap(Int)
            /// `n`: day 0…365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        var day: Day
        /// Seconds after local midnight (may be negative or past 24 h).
        var time: Int

        /// Unix seconds of this change in `year`, for a clock running at `offset` east of UTC before it.
        func unixSeconds(in year: Int, before offset: Int) -> Int {
            let days: Int
            switch day {
            case .julianNoLeap(let n):
                days = LocalDate(year: year, month: 1, day: 1).daysSince1970 + n - 1 + (isLeap(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n):
                days = LocalDate(year: year, month: 1, day: 1).daysSince1970 + n
            case .monthWeekDay(let month, let week, let weekday):
                let first = LocalDate(year: year, month: month, day: 1)
                var dayOfMonth = 1 + (weekday - (first.weekday - 1) + 7) % 7 + (week - 1) * 7
                while dayOfMonth > daysIn(month, of: year) { dayOfMonth -= 7 }
                days = first.daysSince1970 + dayOfMonth - 1
            }
            return days * 86_400 + time - offset
        }

        private func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

        private func daysIn(_ month: Int, of year: Int) -> Int {
            month == 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        }
    }

    /// Parses a rule; nil when it is empty or not POSIX `TZ` syntax.
    init?(_ text: String) {
        var scanner = RuleScanner(Array(text.utf8))
        guard scanner.name(), let standardWest = scanner.offset() else { return nil }
        standardOffset = -standardWest
        if scanner.atEnd { return }
        guard scanner.name() else { return nil }
        let summerOffset = scanner.peekIsOffset ? scanner.offset().map { -$0 } : standardOffset + 3_600
        guard let summerOffset, scanner.take(","), let start = scanner.change(), scanner.take(","),
            let end = scanner.change(), scanner.atEnd
        else { return nil }
        summer = (summerOffset, start, end)
    }

    /// The offset east of UTC at `unixSeconds`.
    func secondsFromGMT(atUnixSeconds seconds: Int) -> Int {
        guard let summer else { return standardOffset }
        let year = LocalDate(daysSince1970: (seconds + standardOffset).floorDivided(by: 86_400)).year
        let start = summer.start.unixSeconds(in: year, before: standardOffset)
        let end = summer.end.unixSeconds(in: year, before: summer.offset)
        let inSummer = start < end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
        return inSummer ? summer.offset : standardOffset
    }

    /// Reads the parts of a POSIX `TZ` rule in order.
    private struct RuleScanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { position == bytes.count }
        var peekIsOffset: Bool {
            guard position < bytes.count else { return false }
            let byte = bytes[position]
            return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (48...57).contains(byte)
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or anything but ">" between "<" and ">".
        mutating func name() -> Bool {
            let start = position
            if take("<") {
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
                return take(">") && position - start >= 5
            }
            while position < bytes.count, (65...90).contains(bytes[position] & 0xDF) { position += 1 }
            return position - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds.
        mutating func offset() -> Int? {
            let sign = take("-") ? -1 : (take("+") ? 1 : 1)
            guard let hours = number(), hours <= 167 else { return nil }
            var seconds = hours * 3_600
            if take(":") {
                guard let minutes = number(), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(":") {
                    guard let rest = number(), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        /// `Mm.w.d`, `Jn` or `n`, then an optional `/time` (02:00 when absent).
        mutating func change() -> Change? {
            let day: Change.Day
            if take("M") {
                guard let month = number(), (1...12).contains(month), take("."), let week = number(),
                    (1...5).contains(week), take("."), let weekday = number(), (0...6).contains(weekday)
                else { return nil }
                day = .monthWeekDay(month: month, week: week, weekday: weekday)
            } else if take("J") {
                guard let n = number(), (1...365).contains(n) else { return nil }
                day = .julianNoLeap(n)
            } else {
                guard let n = number(), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            guard take("/") else { return Change(day: day, time: 7_200) }
            guard let time = offset() else { return nil }
            return Change(day: day, time: time)
        }

        mutating func number() -> Int? {
            let start = position
            var value = 0
            while position < bytes.count, (48...57).contains(bytes[position]), position - start < 4 {
                value = value * 10 + Int(bytes[position] - 48)
                position += 1
            }
            return position > start ? value : nil
        }
    }
}
