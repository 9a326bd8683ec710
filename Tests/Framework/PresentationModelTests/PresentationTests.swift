import PresentationModel
import Testing

/// `Presentation` as a state machine: every event from every state, as a table, so a change to a
/// transition shows up as the one row it changes.
@Suite struct PresentationTests {
    private static let list = Presentation()
    private static let detail = Presentation(isDetailOpen: true)
    private static let sheetOverList = Presentation(isSheetOpen: true)
    private static let sheetOverDetail = Presentation(isDetailOpen: true, isSheetOpen: true)

    /// (from, event, to) for every state and event.
    private static let transitions: [(Presentation, Presentation.Event, Presentation)] = [
        (list, .open, detail),
        (list, .back, list),
        (list, .toggleSheet, sheetOverList),
        (list, .closeSheet, list),
        (list, .closeDetail, list),
        (list, .closeAll, list),
        (detail, .open, detail),
        (detail, .back, list),
        (detail, .toggleSheet, sheetOverDetail),
        (detail, .closeSheet, detail),
        (detail, .closeDetail, list),
        (detail, .closeAll, list),
        (sheetOverList, .open, sheetOverDetail),
        (sheetOverList, .back, list),
        (sheetOverList, .toggleSheet, list),
        (sheetOverList, .closeSheet, list),
        (sheetOverList, .closeDetail, sheetOverList),
        (sheetOverList, .closeAll, list),
        (sheetOverDetail, .open, sheetOverDetail),
        (sheetOverDetail, .back, detail),
        (sheetOverDetail, .toggleSheet, detail),
        (sheetOverDetail, .closeSheet, detail),
        (sheetOverDetail, .closeDetail, sheetOverList),
        (sheetOverDetail, .closeAll, list),
    ]

    @Test func everyEventFromEveryStateLandsWhereTheTableSays() {
        for (from, event, to) in Self.transitions {
            var state = from
            Presentation.reduce(&state, event)
            #expect(state == to, "\(from) after \(event)")
        }
    }

    @Test func theTableCoversEveryStateAndEvent() {
        let events: [Presentation.Event] = [.open, .back, .toggleSheet, .closeSheet, .closeDetail, .closeAll]
        for from in [Self.list, Self.detail, Self.sheetOverList, Self.sheetOverDetail] {
            for event in events {
                #expect(Self.transitions.contains { $0.0 == from && $0.1 == event }, "\(from) \(event)")
            }
        }
    }

    @Test func theStageIsWhatIsInFront() {
        #expect(Self.list.stage == .list)
        #expect(Self.detail.stage == .detail)
        #expect(Self.sheetOverList.stage == .sheet)
        #expect(Self.sheetOverDetail.stage == .sheet)
    }

    /// Enter, m, Esc, Esc: the sheet over the detail closes first, then the detail.
    @Test func escClosesWhatIsInFrontFirst() {
        let path: [Presentation.Event] = [.open, .toggleSheet, .back, .back]
        var stages: [Presentation.Stage] = []
        var state = Presentation()
        for event in path {
            Presentation.reduce(&state, event)
            stages.append(state.stage)
        }
        #expect(stages == [.detail, .sheet, .detail, .list])
    }
}
