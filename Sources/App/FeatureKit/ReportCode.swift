/// One `%`-code of `--format TEMPLATE` (`%t` for a movie's title): the letter after `%`, the item's
/// JSON key it prints (dotted for a nested one), and what it means, for the help and the errors.
public struct ReportCode: Sendable, Equatable {
    /// The letter after `%`.
    public let letter: Character
    /// The key of the item's JSON object whose value the code prints: `"title"`, `"location.city"`.
    public let field: String
    /// What the code prints, in a few words: "the title".
    public let meaning: String

    /// The code `%letter`, printing `field`.
    public init(_ letter: Character, field: String, meaning: String) {
        (self.letter, self.field, self.meaning) = (letter, field, meaning)
    }
}
