import TerminalCore

/// The reverse-video bar at the top of a screen: the app's name, the section names (the current one
/// in brackets, bold) when there are several, the title, and status text (data source, counts) on
/// the right. Uses the first row of its area.
///
/// The name and the section names come first and are never truncated while they fit; without
/// section names the name leads the title ("tern · Users"). The title gives way to the status,
/// which takes at most half of what is left.
public struct TitleBar: Widget {
    /// The app's name, given by the app.
    public var appName: String
    /// The current screen's title.
    public var title: String
    /// The text on the right: data source, counts.
    public var status: String
    /// Parts of `status` drawn in the theme's `warning` role where they show: notices such as
    /// "sample data" or "offline".
    public var notices: [String]
    /// The sections' names, in order; none for an app with one section.
    public var sections: [String]
    /// The index of the section shown.
    public var currentSection: Int

    /// A bar for the app `appName` showing `title` and `status`, with the `sections` named when
    /// there are several.
    public init(
        appName: String, title: String, status: String = "", notices: [String] = [], sections: [String] = [],
        currentSection: Int = 0
    ) {
        self.appName = appName
        self.title = title
        self.status = status
        self.notices = notices
        self.sections = sections
        self.currentSection = currentSection
    }

    /// Draws the bar in the first row of `area` (`draw(into:area:)` also says where the sections went).
    public func render(into buffer: inout Buffer, area: Rect) {
        draw(into: &buffer, area: area)
    }

    /// Renders the bar and returns the cells each section name took, by section index, for clicks.
    @discardableResult
    public func draw(into buffer: inout Buffer, area: Rect) -> [Int: Rect] {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return [:] }
        buffer.fill(row, style: buffer.theme[.title])
        var inner = row.inset(left: 1, right: 1)
        var tabs: [Int: Rect] = [:]
        let heading = sections.isEmpty ? [appName, title].filter { !$0.isEmpty }.joined(separator: " · ") : title
        if !sections.isEmpty {
            var x = buffer.write("\(appName) ", x: inner.x, y: row.y, style: buffer.theme[.title], clip: inner)
            // "[Users] Weather " and " Users [Weather]" are as wide: switching moves no name.
            for (index, name) in sections.enumerated() {
                let isCurrent = index == currentSection
                let text = isCurrent ? "[\(name)]" : " \(name) "
                let end = buffer.write(
                    text, x: x, y: row.y, style: isCurrent ? buffer.theme[.current] : buffer.theme[.title], clip: inner)
                tabs[index] = Rect(x: x, y: row.y, width: min(end, inner.maxX) - x, height: 1).intersection(inner)
                x = end
            }
            let gap = currentSection == sections.count - 1 ? 2 : 1
            inner = inner.inset(left: min(inner.width, x + gap - inner.x))
        }
        let statusText = TextLayout.truncate(status, toWidth: inner.width / 2)
        let statusWidth = DisplayWidth.of(statusText)
        let titleRoom = inner.width - (statusWidth > 0 ? statusWidth + 2 : 0)
        buffer.write(
            TextLayout.truncate(heading, toWidth: titleRoom), x: inner.x, y: row.y,
            style: buffer.theme[.title].adding(.bold), clip: inner
        )
        if statusWidth > 0 {
            let x = inner.maxX - statusWidth
            buffer.write(statusText, x: x, y: row.y, style: buffer.theme[.title], clip: inner)
            let shown = Substring(statusText)
            for notice in notices where !notice.isEmpty {
                for index in shown.indices where shown[index...].hasPrefix(notice) {
                    let column = x + DisplayWidth.of(String(shown[..<index]))
                    let area = Rect(x: column, y: row.y, width: DisplayWidth.of(notice), height: 1)
                    buffer.patchStyle(buffer.theme[.warning], in: area.intersection(inner))
                }
            }
        }
        return tabs
    }
}
