import Networking

/// The `/v1/forecast` body. Every block and every array decodes leniently; arrays may hold `null`.
/// Times are local to the location (`utc_offset_seconds`), without seconds or offset.
struct OpenMeteoForecastDTO: Decodable {
    var utcOffsetSeconds: Int?
    var timezone: String?
    var current: OpenMeteoCurrentDTO?
    var hourly: OpenMeteoSeriesDTO?
    var daily: OpenMeteoSeriesDTO?

    private enum CodingKeys: String, CodingKey {
        case timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        utcOffsetSeconds = container.decodeUTCOffsetLeniently(forKey: .utcOffsetSeconds)
        timezone = container.decodeLeniently(String.self, forKey: .timezone)
        current = container.decodeLeniently(OpenMeteoCurrentDTO.self, forKey: .current)
        hourly = try container.decodeIfPresent(OpenMeteoSeriesDTO.self, forKey: .hourly)
        daily = try container.decodeIfPresent(OpenMeteoSeriesDTO.self, forKey: .daily)
    }
}

/// The `current` block: a time and one value per requested variable (any may be null).
struct OpenMeteoCurrentDTO: Decodable {
    var time: String
    var values: [String: Double]

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        time = try container.decode(String.self, forKey: AnyKey(stringValue: "time"))
        var values: [String: Double] = [:]
        for key in container.allKeys where key.stringValue != "time" {
            values[key.stringValue] = container.decodeLeniently(FlexibleDouble.self, forKey: key)?.value
        }
        self.values = values
    }
}

/// An `hourly` or `daily` block: `time` plus parallel arrays, one per requested variable.
/// Text arrays (`sunrise`, `sunset`) and number arrays are kept apart; `null` stays nil, and so
/// does a number beyond `FlexibleDouble.largestMagnitude`.
struct OpenMeteoSeriesDTO: Decodable {
    var time: [String]
    var numbers: [String: [Double?]]
    var texts: [String: [String?]]

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        time = try container.decode([String].self, forKey: AnyKey(stringValue: "time"))
        var numbers: [String: [Double?]] = [:]
        var texts: [String: [String?]] = [:]
        for key in container.allKeys where key.stringValue != "time" {
            if let values = try? container.decode([Double?].self, forKey: key) {
                numbers[key.stringValue] = values.map { $0.flatMap { FlexibleDouble.isPlausible($0) ? $0 : nil } }
            } else if let values = try? container.decode([String?].self, forKey: key) {
                texts[key.stringValue] = values
            }
        }
        self.numbers = numbers
        self.texts = texts
    }

    /// The number of `variable` at `index`; nil when absent, null or past the array's end.
    func number(_ variable: String, at index: Int) -> Double? {
        guard let values = numbers[variable], values.indices.contains(index) else { return nil }
        return values[index]
    }

    /// The text of `variable` at `index`; nil when absent, null or past the array's end.
    func text(_ variable: String, at index: Int) -> String? {
        guard let values = texts[variable], values.indices.contains(index) else { return nil }
        return values[index]
    }
}
