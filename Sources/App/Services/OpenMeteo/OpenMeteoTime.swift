import Domain

/// Parses Open-Meteo's local times: "2026-07-26T23:00" and dates "2026-07-26" (no seconds, no offset).
enum OpenMeteoTime {
    static func date(_ text: String) -> LocalDate? {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9_999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    static func dateTime(_ text: String) -> LocalDateTime? {
        let halves = text.split(separator: "T")
        guard halves.count == 2, let date = date(String(halves[0])) else { return nil }
        let clock = halves[1].split(separator: ":")
        guard clock.count >= 2, let hour = Int(clock[0]), let minute = Int(clock[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return LocalDateTime(date: date, hour: hour, minute: minute)
    }
}
