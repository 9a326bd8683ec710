import AppRuntime
import PubSub
import TerminalCore
import Widgets

/// A screen for runtime tests: draws its title on its first row, records keys, mouse reports and
/// pastes, and answers with a scripted outcome per key (and one for every mouse report and paste).
/// A test publishes its state changes through `changes`, and counts its renders.
final class StubScreen: Screen {
    let title: String
    var isCapturingText = false
    /// Where its frame puts the terminal's cursor, as a focused field does.
    var cursor: Point?
    /// The label of its one binding (Enter), shown in the status bar.
    var enterLabel = "open"
    var outcomes: [Key: KeyOutcome] = [:]
    var pointerOutcome = KeyOutcome.handled
    private(set) var receivedKeys: [Key] = []
    private(set) var receivedMouse: [MouseEvent] = []
    private(set) var receivedPastes: [String] = []
    private(set) var renderCount = 0
    /// What `stateChanges` publishes (nothing unless the test sends).
    let changes = PassthroughSubject<Void, Never>()

    init(_ title: String) {
        self.title = title
    }

    var keyBindings: [KeyBinding] { [KeyBinding(keys: [.enter], label: enterLabel, help: "Open it")] }
    var stateChanges: AnyPublisher<Void, Never> { changes.eraseToAnyPublisher() }

    func render(into buffer: inout Buffer, area: Rect) {
        renderCount += 1
        buffer.fill(area)
        buffer.write("screen \(title)", x: area.x, y: area.y)
        buffer.cursor = cursor
    }

    func handle(_ key: Key) -> KeyOutcome {
        receivedKeys.append(key)
        return outcomes[key] ?? .ignored
    }

    var mouseBindings: [MouseBinding] { [MouseBinding(.clickRow, help: "Pick something")] }

    func handle(mouse event: MouseEvent) -> KeyOutcome {
        receivedMouse.append(event)
        return pointerOutcome
    }

    func handle(paste text: String) -> KeyOutcome {
        receivedPastes.append(text)
        return pointerOutcome
    }
}
