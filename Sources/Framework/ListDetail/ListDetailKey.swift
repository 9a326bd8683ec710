import AppRuntime
import PresentationModel
import Widgets

/// A key of the section's own that its list's tables carry beside the component's — Weather's `u`
/// for the units, say — in the stages it is given for, while `isAvailable` says it does something
/// (a key that does nothing now is left out of the tables, so the status bar never offers it);
/// `perform` sends the section's event.
public struct ListDetailKey {
    /// The keys, label and help.
    public var binding: KeyBinding
    /// Where it works: the list, the detail, the sheet (never in the filter field).
    public var stages: Set<Presentation.Stage>
    /// Whether it does something now (read when a table is made for a frame or a key).
    public var isAvailable: () -> Bool
    /// What it does.
    public var perform: () -> KeyOutcome

    /// A key `binding` that works in `stages` while `isAvailable` (always, unless given) and does `perform`.
    public init(
        _ binding: KeyBinding, in stages: Set<Presentation.Stage> = [.list, .detail],
        isAvailable: @escaping () -> Bool = { true }, perform: @escaping () -> KeyOutcome
    ) {
        self.binding = binding
        self.stages = stages
        self.isAvailable = isAvailable
        self.perform = perform
    }
}
