import Domain
import PresentationModel
import ViewModelCore

/// The cities the search field's text matches in the bundled gazetteer, shown in the list's place
/// while the field has the keys (↑/↓ choose, Enter picks, Esc puts back what was on screen), with
/// what the list showed before: its selection and what was open.
public struct PlacePicker: Equatable, Sendable {
    /// How many matches the picker lists at most.
    public static let limit = 50

    /// The matches, best first (`Gazetteer.places(for:limit:)`).
    public var places: [Place]
    /// The row selected before the picker opened.
    public var returnCursor: ListCursor
    /// What was open before the picker opened.
    public var returnPresentation: Presentation

    /// A picker listing `places` over a list whose selection was `returnCursor` and whose open
    /// panels were `returnPresentation`.
    public init(
        places: [Place], returnCursor: ListCursor = ListCursor(), returnPresentation: Presentation = Presentation()
    ) {
        self.places = places
        self.returnCursor = returnCursor
        self.returnPresentation = returnPresentation
    }
}
