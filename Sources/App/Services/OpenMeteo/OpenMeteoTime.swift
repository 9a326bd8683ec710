import Domain

/// Parses Open-Meteo's local times, "2026-07-26T23:00" (no seconds, no offset); its dates are `LocalDate(iso:)`.
enum OpenMeteoTime {
    static func dateTime(_ text: String) -> LocalDateTime? {
        let halves = text.split(separator: "T")
        guard halves.count == 2, let date = LocalDate(iso: String(halves[0])) else { return nil }
        let clock = halves[1].split(separator: ":")
        guard clock.count >= 2, let hour = Int(clock[0]), let minute = Int(clock[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return LocalDateTime(date: date, hour: hour, minute: minute)
    }
}
