/// One value of a `SectionReport` item's JSON: text, a whole number, a number or a list of texts;
/// `nil` prints as `null`.
public enum ReportValue: Sendable, Equatable {
    /// A string, or null.
    case text(String?)
    /// An integer, or null.
    case integer(Int?)
    /// A number, or null.
    case number(Double?)
    /// An array of strings.
    case texts([String])
}
