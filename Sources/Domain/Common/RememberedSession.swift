/// Where the person left tern: the section they were in and the units they chose with `u`.
///
/// Kept between runs so tern starts where the user left off; the last city is the first of the
/// recent cities, which are kept beside it. A `nil` field was never recorded, and the start-up
/// default (command line, then configuration) applies.
public struct RememberedSession: Equatable, Sendable {
    /// The sections tern can start on.
    public enum SectionName: String, Sendable, CaseIterable {
        case users
        case weather
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
