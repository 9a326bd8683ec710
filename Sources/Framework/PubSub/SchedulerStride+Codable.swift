import Dispatch

/// Combine's conversions and coding of a dispatch stride, on PubSub's `SchedulerStride`.
extension SchedulerStride: ExpressibleByFloatLiteral, Codable {
    /// `value` seconds.
    public init(floatLiteral value: Double) { self = .seconds(value) }

    /// `value` seconds.
    public init(_ value: Double) { self = .seconds(value) }

    /// `value` seconds.
    public init(_ value: Int) { self = .seconds(value) }

    /// The same distance; `.never` is the longest one.
    public init(_ interval: DispatchTimeInterval) {
        switch interval {
        case .seconds(let s): self = .seconds(s)
        case .milliseconds(let ms): self = .milliseconds(ms)
        case .microseconds(let us): self = .microseconds(us)
        case .nanoseconds(let ns): self = .nanoseconds(ns)
        case .never: self = .nanoseconds(.max)
        @unknown default: self = .nanoseconds(.max)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case nanoseconds = "_nanoseconds"
    }

    /// Read from Combine's form, `{"_nanoseconds": n}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(nanoseconds: try container.decode(Int.self, forKey: .nanoseconds))
    }

    /// Encodes it as Combine does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nanoseconds, forKey: .nanoseconds)
    }
}

extension DispatchQueue.SchedulerTimeType: Codable {
    /// Read from Combine's form: the uptime in nanoseconds.
    public init(from decoder: any Decoder) throws {
        self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
    }

    /// Encodes it as Combine does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dispatchTime.uptimeNanoseconds)
    }
}
