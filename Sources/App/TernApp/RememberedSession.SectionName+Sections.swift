import Domain

/// The names of the sections the app itself shows; a feature's section is named by its options.
extension RememberedSession.SectionName {
    /// The Users section.
    static let users = Self(rawValue: "users")
    /// The Weather section.
    static let weather = Self(rawValue: "weather")
}
