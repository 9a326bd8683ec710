import PresentationModel
import TerminalCore

/// How a list → detail section lays out its panes at a given width: from `minimumWidth` columns
/// on, an open detail sits beside the list, after `gap` blank columns and a divider line; narrower,
/// the open detail takes the whole area. The sheet is drawn over either by `Sheet`.
///
/// A pure rule of the presentation and the area: sections compute their panes with it when they
/// lay out a frame.
public struct SplitLayout: Hashable, Sendable {
    /// From this width on, an open detail sits beside the list instead of replacing it.
    public var minimumWidth: Int
    /// The list's share of the width, in percent: its natural width, clamped to this range.
    public var listPercent: ClosedRange<Int>
    /// Blank columns between the list and the divider line.
    public var gap: Int

    /// A rule that splits from `minimumWidth` columns, giving the list `listPercent` of the width.
    public init(minimumWidth: Int = 100, listPercent: ClosedRange<Int> = 40...40, gap: Int = 0) {
        self.minimumWidth = minimumWidth
        self.listPercent = listPercent
        self.gap = gap
    }

    /// True when `presentation` at `width` columns shows the detail beside the list.
    public func isSplit(_ presentation: Presentation, width: Int) -> Bool {
        presentation.isDetailOpen && width >= minimumWidth
    }

    /// The panes of `presentation` in `area`; `listNaturalWidth` is what the list's rows need
    /// (0 when the share alone decides).
    public func panes(for presentation: Presentation, in area: Rect, listNaturalWidth: Int = 0) -> SplitPanes {
        guard presentation.isDetailOpen else { return SplitPanes(list: area) }
        guard isSplit(presentation, width: area.width) else { return SplitPanes(detail: area) }
        let least = area.width * listPercent.lowerBound / 100
        let most = area.width * listPercent.upperBound / 100
        let (list, rest) = area.splitLeft(min(max(listNaturalWidth, least), most))
        let (divider, detail) = rest.inset(left: gap).splitLeft(1)
        return SplitPanes(list: list, divider: divider, detail: detail)
    }
}
