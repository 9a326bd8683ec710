import Widgets

/// One of the app's top-level sections (Tab cycles through them): its name and the screen it shows.
///
/// A section shows one screen all along; what the screen draws (a list, a detail beside it, a sheet
/// over both) comes from its own state. A section may be given the screen, or how to make it: then
/// the screen is made the first time it is asked for — when the section is shown, or right after
/// the app's first frame (`App.run`), so a start pays only for the section it opens on (decision
/// 2042). Main thread only.
public struct Section {
    /// The section's name in the title bar.
    public var title: String
    /// The keys the person bound for this section (`[keys]` with the section's own table over it):
    /// its screen's tables and the app's global keys while it shows are remapped by them.
    public let keys: KeyRemap
    private let root: Root

    /// The screen the section shows: it gets the keys while the section is current.
    public var screen: any Screen { root.screen }

    /// A section named `title` that shows `root`, with `keys` bound.
    public init(title: String, keys: KeyRemap = KeyRemap(), root: any Screen) {
        self.title = title
        self.keys = keys
        root.rebind(keys)
        self.root = Root(made: root)
    }

    /// A section named `title` whose screen `makeRoot` makes on first use, with `keys` bound.
    public init(title: String, keys: KeyRemap = KeyRemap(), makeRoot: @escaping () -> any Screen) {
        self.title = title
        self.keys = keys
        self.root = Root {
            let screen = makeRoot()
            screen.rebind(keys)
            return screen
        }
    }

    /// The screen, or how to make it until it is made; shared by the copies of the section.
    private final class Root {
        private enum Stage {
            case pending(() -> any Screen)
            case made(any Screen)
        }
        private var stage: Stage

        init(made screen: any Screen) {
            stage = .made(screen)
        }

        init(make: @escaping () -> any Screen) {
            stage = .pending(make)
        }

        var screen: any Screen {
            switch stage {
            case .made(let screen):
                return screen
            case .pending(let make):
                let screen = make()
                stage = .made(screen)
                return screen
            }
        }
    }
}
