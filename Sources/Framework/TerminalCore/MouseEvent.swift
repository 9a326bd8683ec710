/// One mouse report from the terminal (xterm SGR mode 1006): a button pressed or released, or the
/// wheel turned one notch, at a cell of the screen.
///
/// Coordinates are zero-based, like `Buffer`'s: (0, 0) is the top-left cell. Motion and the
/// horizontal wheel are never reported (tern asks for mode 1000 only), so they have no case.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button went up (SGR reports which; tern needs only that it happened).
        case release
        /// One notch of the wheel away from the user (scroll up).
        case wheelUp
        /// One notch of the wheel towards the user (scroll down).
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// A report of `action` at column `x`, row `y`.
    public init(_ action: Action, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }

    /// A left-button press at (`x`, `y`): a click, as far as tern is concerned.
    public static func click(x: Int, y: Int) -> MouseEvent { MouseEvent(.press(.left), x: x, y: y) }

    /// A short readable form, for logs and test failures: "left press at 3,4".
    public var description: String {
        let name =
            switch action {
            case .press(let button): "\(button) press"
            case .release: "release"
            case .wheelUp: "wheel up"
            case .wheelDown: "wheel down"
            }
        return "\(name) at \(x),\(y)"
    }
}

/// A mouse button that can be pressed.
public enum MouseButton: Hashable, Sendable {
    /// The three buttons a terminal reports.
    case left, middle, right
}
