/// Where the person left tern: the section they were in and the units they chose with `u`.
///
/// Kept between runs so tern starts where the user left off; the last city is the first of the
/// recent cities, which are kept beside it. A `nil` field was never recorded, and the start-up
/// default (command line, then configuration) applies.
public struct RememberedSession: Equatable, Sendable {
    /// A section's name as the app registers it ("users", "movies", decision 2010); which sections
    /// exist is the app's to say, not the domain's.
    public struct SectionName: RawRepresentable, Hashable, Sendable {
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
