/// Where the person left tern: the section they were in and the units they chose with `u`.
///
/// Kept between runs so tern starts where the user left off; the last city is the first of the
/// recent cities, which are kept beside it. A `nil` field was never recorded, and the start-up
/// default (command line, then configuration) applies.
public struct RememberedSession: Equatable, Sendable {
    /// The sections tern can start on: Users, Weather, and those features contribute by name
    /// ("movies", decision 2010).
    public struct SectionName: RawRepresentable, Hashable, Sendable {
        /// The Users section.
        public static let users = SectionName(rawValue: "users")
        /// The Weather section.
        public static let weather = SectionName(rawValue: "weather")
        /// The name as remembered in `session.json`.
        public var rawValue: String

        /// The section called `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The section shown when tern last changed section.
    public var section: SectionName?
    /// The units last chosen.
    public var units: Units?

    public init(section: SectionName? = nil, units: Units? = nil) {
        self.section = section
        self.units = units
    }
}
