import Domain

/// Groups forecast steps into calendar days in the location's own time zone.
///
/// Per day: lowest minimum, highest maximum, highest precipitation probability, summed precipitation,
/// strongest wind (with its direction), and the dominant condition — the most frequent condition kind,
/// ties going to the more severe kind (`WeatherCondition.Kind.severity`), so a day of four cloudy and
/// four rainy steps reads as rain. The description is the most frequent one among steps of that kind.
/// See docs/decisions/0502-daily-grouping.md.
enum DailyAggregator {
    static func days(from slots: [ForecastSlot], utcOffsetSeconds: Int) -> [DailyForecast] {
        var order: [LocalDate] = []
        var byDay: [LocalDate: [ForecastSlot]] = [:]
        for slot in slots.sorted(by: { $0.time < $1.time }) {
            let day = LocalDate(slot.time, utcOffsetSeconds: utcOffsetSeconds)
            if byDay[day] == nil { order.append(day) }
            byDay[day, default: []].append(slot)
        }
        return order.compactMap { day in byDay[day].flatMap { summary(of: $0, on: day) } }
    }

    private static func summary(of slots: [ForecastSlot], on day: LocalDate) -> DailyForecast? {
        guard let first = slots.first else { return nil }
        let probabilities = slots.compactMap(\.precipitationProbability)
        let amounts = slots.compactMap(\.precipitationAmount)
        let windiest = slots.filter { $0.windSpeed != nil }.max { ($0.windSpeed ?? 0) < ($1.windSpeed ?? 0) }
        return DailyForecast(
            date: day,
            minTemperature: slots.map(\.minTemperature).min() ?? first.minTemperature,
            maxTemperature: slots.map(\.maxTemperature).max() ?? first.maxTemperature,
            condition: dominantCondition(of: slots.map(\.condition)),
            precipitationProbability: probabilities.max(),
            precipitationAmount: amounts.isEmpty ? 0 : amounts.reduce(0, +),
            windSpeed: windiest?.windSpeed,
            windDirection: windiest?.windDirection
        )
    }

    /// The most frequent kind (ties → more severe), described by its most frequent description
    /// (ties → the first seen).
    static func dominantCondition(of conditions: [WeatherCondition]) -> WeatherCondition {
        guard let kind = mostFrequent(conditions.map(\.kind), tieBreak: { $0.severity > $1.severity }) else {
            return WeatherCondition(kind: .other("Unknown"), description: "Unknown")
        }
        let descriptions = conditions.filter { $0.kind == kind }.map(\.description)
        let description = mostFrequent(descriptions, tieBreak: { _, _ in false }) ?? ""
        return WeatherCondition(kind: kind, description: description)
    }

    /// The value that occurs most often; among equally frequent ones, the first that `tieBreak`
    /// prefers, else the first seen.
    private static func mostFrequent<Value: Hashable>(
        _ values: [Value],
        tieBreak: (Value, Value) -> Bool
    ) -> Value? {
        var counts: [Value: Int] = [:]
        var order: [Value] = []
        for value in values {
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        var best: Value?
        for value in order {
            guard let current = best else {
                best = value
                continue
            }
            let count = counts[value] ?? 0
            let bestCount = counts[current] ?? 0
            if count > bestCount || (count == bestCount && tieBreak(value, current)) {
                best = value
            }
        }
        return best
    }
}
