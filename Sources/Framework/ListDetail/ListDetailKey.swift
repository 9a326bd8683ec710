import AppRuntime
import PresentationModel
import Widgets

/// A key of the section's own that its list's tables carry beside the component's — Weather's `u`
/// for the units, say — in the stages it is given for; `perform` sends the section's event.
public struct ListDetailKey {
    /// The keys, label and help.
    public var binding: KeyBinding
    /// Where it works: the list, the detail, the sheet (never in the filter field).
    public var stages: Set<Presentation.Stage>
    /// What it does.
    public var perform: () -> KeyOutcome

    /// A key `binding` that works in `stages` and does `perform`.
    public init(
        _ binding: KeyBinding, in stages: Set<Presentation.Stage> = [.list, .detail],
        perform: @escaping () -> KeyOutcome
    ) {
        self.binding = binding
        self.stages = stages
        self.perform = perform
    }
}
