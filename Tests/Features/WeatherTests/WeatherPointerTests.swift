import Domain
import TerminalCore
import Testing
import ViewModelCore
import Widgets

@testable import ListDetail
@testable import Weather

/// The Weather screen and the mouse, pastes and the clipboard: the wheel moves through the days
/// anywhere (under a narrow detail too), clicks select and open what the last frame drew, a click
/// on the field searches, a click outside the sheet closes it, a paste is one edit.
@Suite struct WeatherPointerTests {
    private func screen(
        _ state: WeatherState, size: Size = Size(width: 80, height: 24)
    ) -> (WeatherScreen, RecordingWeatherViewModel) {
        let viewModel = RecordingWeatherViewModel(state)
        let screen = weatherScreen(viewModel)
        screen.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return (screen, viewModel)
    }

    private var loaded: WeatherState {
        WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
    }

    /// A click on the screen row that shows list row `row`.
    private func click(_ screen: WeatherScreen, row: Int) throws -> MouseEvent {
        let layout = try #require(screen.drawnList)
        return .click(x: layout.rows.x + 3, y: layout.rows.y + row - layout.offset)
    }

    @Test func theWheelMovesThroughTheDaysEvenUnderANarrowDetail() {
        var detail = loaded
        detail.isDetailOpen = true
        let (screen, viewModel) = screen(detail)
        #expect(screen.drawnList == nil, "the narrow detail replaces the list")
        #expect(screen.handle(mouse: MouseEvent(.wheelDown, x: 40, y: 15)) == .handled)
        #expect(screen.handle(mouse: MouseEvent(.wheelUp, x: 40, y: 15)) == .handled)
        #expect(viewModel.intents == [.moveSelection(.pageDown(rows: 3)), .moveSelection(.pageUp(rows: 3))])
        #expect(!screen.mouseBindings.contains { $0.gesture == .clickRow }, "no rows to click under the detail")
    }

    @Test func aClickSelectsADayAndASecondClickOpensIt() throws {
        let (screen, viewModel) = screen(loaded)
        #expect(screen.handle(mouse: try click(screen, row: 2)) == .handled)
        #expect(viewModel.intents == [.moveSelection(.to(2))])
        let (selected, onSelected) = self.screen(
            WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report()), cursor: ListCursor(selection: 2)))
        #expect(selected.handle(mouse: try click(selected, row: 2)) == .handled)
        #expect(onSelected.intents == [.activate])
    }

    @Test func aClickOnTheFieldSearchesWithTheLastQuerySelected() throws {
        let (screen, viewModel) = screen(loaded)
        let field = try #require(screen.fieldRow)
        #expect(screen.handle(mouse: .click(x: field.x + 12, y: field.y)) == .handled)
        #expect(viewModel.intents == [.focusSearch])
    }

    @Test func aClickOutsideTheSheetClosesItAndInsideDoesNothing() throws {
        var sheet = loaded
        sheet.isMoreInfoShown = true
        let (screen, viewModel) = screen(sheet)
        let box = try #require(screen.drawnSheet)
        #expect(screen.handle(mouse: .click(x: box.x + 2, y: box.y + 2)) == .handled)
        #expect(screen.handle(mouse: MouseEvent(.wheelDown, x: 0, y: 5)) == .handled)
        #expect(viewModel.intents.isEmpty)
        #expect(screen.handle(mouse: .click(x: 0, y: box.y)) == .handled)
        #expect(viewModel.intents == [.closeMoreInfo])
    }

    @Test func aPasteIntoTheFieldIsOneEdit() {
        var searching = loaded
        searching.isSearchFocused = true
        let (screen, viewModel) = screen(searching)
        #expect(screen.handle(paste: "Rio de\nJaneiro") == .handled)
        #expect(viewModel.intents == [.editQuery("ParisRio de Janeiro")])
        let (list, listModel) = self.screen(loaded)
        #expect(list.handle(paste: "Oslo") == .ignored)
        #expect(listModel.intents.isEmpty)
    }

    @Test func yCopiesALineAboutTheSelectedDay() {
        let (screen, _) = screen(loaded)
        guard case .copy(let text, let confirmation) = screen.handle(.character("y")) else {
            Issue.record("y copies the selected day")
            return
        }
        #expect(
            text
                == "Paris, Île-de-France, France · Tue 24 Nov: ☂ Light rain, -2°C to 8°C, rain 0% chance · 0.0 mm, wind 3 m/s from N (0°)"
        )
        #expect(confirmation.hasPrefix("Copied the day's summary to the clipboard: Paris"))
        let (idle, _) = self.screen(WeatherState())
        #expect(idle.handle(.character("y")) == .ignored, "no day to copy")
    }
}
