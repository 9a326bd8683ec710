/// One of the app's top-level sections (Tab cycles through them) and its navigation stack.
///
/// The stack starts at `root` and never pops below it. Main thread only.
public struct Section {
    /// The section's name in the title bar.
    public var title: String
    /// The screens open in this section, root first; the last one gets keys.
    public private(set) var stack: [any Screen]

    /// A section named `title` that starts on `root`.
    public init(title: String, root: any Screen) {
        self.title = title
        self.stack = [root]
    }

    /// A section that starts with screens already open above its root (deep links:
    /// a command line that opens a record starts on list → detail → sheet).
    public init(title: String, stack: [any Screen]) {
        precondition(!stack.isEmpty, "a section needs a root screen")
        self.title = title
        self.stack = stack
    }

    /// The screen on top of the stack: the one that gets keys.
    public var top: any Screen { stack[stack.count - 1] }

    mutating func push(_ screen: any Screen) { stack.append(screen) }

    /// Pops the top screen; returns false at the root.
    mutating func pop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }

    /// The topmost non-overlay screen: drawn first, and the one whose title and status bar stay
    /// while overlays sit on top of it (so closing an overlay repaints only what it covered).
    var base: any Screen { stack[baseIndex] }

    /// The screens to draw bottom-up: `base` and the overlays above it.
    var visibleScreens: ArraySlice<any Screen> { stack[baseIndex...] }

    /// Screens from the root up to `base`, where a title status is looked for.
    var screensUpToBase: ArraySlice<any Screen> { stack[...baseIndex] }

    private var baseIndex: Int { stack.lastIndex { !$0.isOverlay } ?? 0 }
}
