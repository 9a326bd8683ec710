/// One of the app's top-level sections (Tab cycles through them): its name and the screen it shows.
///
/// A section shows one screen all along; what the screen draws (a list, a detail beside it, a sheet
/// over both) comes from its own state. Main thread only.
public struct Section {
    /// The section's name in the title bar.
    public var title: String
    /// The screen the section shows: it gets the keys while the section is current.
    public let screen: any Screen

    /// A section named `title` that shows `root`.
    public init(title: String, root: any Screen) {
        self.title = title
        self.screen = root
    }
}
