import TerminalCore
import Testing
import ViewModelCore
import Widgets

@testable import AppRuntime

/// What a mouse report does to a list, against the layout the list was drawn with.
@Suite struct ListMouseMapTests {
    private let layout = ListLayout(rows: Rect(x: 0, y: 2, width: 40, height: 10), offset: 100, count: 105)

    @Test func theWheelMovesThreeRowsAnywhere() {
        let up = ListMouseMap.hit(for: MouseEvent(.wheelUp, x: 70, y: 0), in: nil, selection: 5)
        #expect(up == ListMouseMap.Hit(gesture: .wheel, move: .pageUp(rows: 3)))
        let down = ListMouseMap.hit(for: MouseEvent(.wheelDown, x: 3, y: 3), in: layout, selection: 5)
        #expect(down == ListMouseMap.Hit(gesture: .wheel, move: .pageDown(rows: 3)))
    }

    @Test func aClickSelectsTheRowDrawnThereOrIsAClickOnTheSelectedOne() {
        #expect(
            ListMouseMap.hit(for: .click(x: 5, y: 4), in: layout, selection: 101)
                == ListMouseMap.Hit(gesture: .clickRow, move: .to(102)))
        #expect(
            ListMouseMap.hit(for: .click(x: 5, y: 3), in: layout, selection: 101)
                == ListMouseMap.Hit(gesture: .clickSelectedRow, move: nil))
    }

    @Test func clicksBesideTheRowsOtherButtonsAndReleasesDoNothing() {
        #expect(ListMouseMap.hit(for: .click(x: 5, y: 1), in: layout, selection: 0) == nil)
        #expect(ListMouseMap.hit(for: .click(x: 5, y: 8), in: layout, selection: 0) == nil, "past the last row")
        #expect(ListMouseMap.hit(for: .click(x: 5, y: 4), in: nil, selection: 0) == nil)
        #expect(ListMouseMap.hit(for: MouseEvent(.press(.right), x: 5, y: 4), in: layout, selection: 0) == nil)
        #expect(ListMouseMap.hit(for: MouseEvent(.release, x: 5, y: 4), in: layout, selection: 0) == nil)
    }
}
