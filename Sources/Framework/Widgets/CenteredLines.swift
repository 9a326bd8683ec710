import TerminalCore

/// Styled lines centered horizontally and vertically in an area; lines that do not fit are
/// clipped at the bottom. The building block of the message widgets.
struct CenteredLines: Widget {
    var lines: [(text: String, style: Style)]

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < area.maxY {
            let text = TextLayout.truncate(line.text, toWidth: area.width)
            let x = area.x + max(0, (area.width - DisplayWidth.of(text)) / 2)
            buffer.write(text, x: x, y: top + index, style: line.style, clip: area)
        }
    }
}
