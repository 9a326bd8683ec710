import TerminalCore
import Widgets

/// The sizes every widget is snapshotted at.
let snapshotSizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40)]

/// `widget` drawn into a fresh buffer of the given size, over its whole area.
func render(_ widget: some Widget, width: Int, height: Int) -> Buffer {
    var buffer = Buffer(size: Size(width: width, height: height))
    widget.render(into: &buffer, area: buffer.area)
    return buffer
}

/// A buffer filled with a recognisable background, to show what a widget draws over.
func backdrop(_ size: Size) -> Buffer {
    var buffer = Buffer(size: size)
    let pattern = String(repeating: "background ", count: size.width / 11 + 1)
    for row in 0..<size.height {
        buffer.write(pattern, x: 0, y: row, style: .dim)
    }
    return buffer
}

/// Sample key bindings like a list screen's.
let sampleBindings = [
    KeyBinding(keys: [.up, .character("k")], label: "up", help: "Move the selection up"),
    KeyBinding(keys: [.down, .character("j")], label: "down", help: "Move the selection down"),
    KeyBinding(keys: [.enter], label: "open", help: "Open the detail pane"),
    KeyBinding(keys: [.character("/")], label: "filter", help: "Filter by name"),
    KeyBinding(keys: [.character("m")], label: "more", help: "More info about the selected user"),
    KeyBinding(keys: [.pageUp, .pageDown], label: "page", help: "Move a page", showsInStatusBar: false),
    KeyBinding(keys: [.character("?")], label: "help", help: "Show every key"),
    KeyBinding(keys: [.character("q")], label: "quit", help: "Quit tern"),
]

/// Sample people with names from many scripts.
let sampleNames = [
    "Ada Lovelace", "Søren Kierkegaard", "山田 太郎", "José Álvarez", "Zoë Ångström", "김민준", "Ольга Петрова",
    "Nguyễn Văn An", "محمد علي", "Maximilian Alexander von Hohenzollern-Sigmaringen the Third",
]
