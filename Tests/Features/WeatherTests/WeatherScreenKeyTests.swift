import AppRuntime
import Domain
import Foundation
import TerminalCore
import Testing

@testable import Weather

/// Keys on the Weather screen: which intent each sends in each mode, and what the runtime gets back.
@Suite struct WeatherScreenKeyTests {
    private func screen(_ state: WeatherState, applying: Bool = false) -> (WeatherScreen, RecordingWeatherViewModel) {
        let viewModel = RecordingWeatherViewModel(state, appliesIntents: applying)
        return (weatherScreen(viewModel), viewModel)
    }

    private var loaded: WeatherState {
        WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
    }

    /// `o` opens the picker on the search's text while the header counts other matches, and only
    /// where the field picks among the gazetteer's cities (decision 2200).
    @Test func oOpensThePickerOnTheOtherMatches() {
        let matched = WeatherState(
            query: "Springfield", report: .loaded(WeatherFixtures.report(otherMatches: 7)), lastSearch: "Springfield")
        let viewModel = RecordingWeatherViewModel(matched)
        let screen = weatherScreen(viewModel, picks: true)
        #expect(describe(screen.handle(.character("o"))) == "handled")
        #expect(viewModel.intents == [.focusSearch])
        let alone = RecordingWeatherViewModel(loaded)
        #expect(describe(weatherScreen(alone, picks: true).handle(.character("o"))) != "handled")
        let sample = RecordingWeatherViewModel(matched)
        #expect(describe(weatherScreen(sample).handle(.character("o"))) != "handled")
        #expect(alone.intents.isEmpty && sample.intents.isEmpty)
    }

    @Test func slashOrSFocusesTheFieldAndTypingEditsIt() {
        let (screen, viewModel) = screen(WeatherState(), applying: true)
        #expect(!screen.isCapturingText)
        #expect(describe(screen.handle(.character("/"))) == "handled")
        #expect(screen.isCapturingText)
        for character in "qs Pa" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.backspace)
        _ = screen.handle(.control("u"))
        for character in "Rio" { _ = screen.handle(.character(character)) }
        #expect(viewModel.state.query == "Rio")
        #expect(
            viewModel.intents == [
                .focusSearch, .editQuery("q"), .editQuery("qs"), .editQuery("qs "), .editQuery("qs P"),
                .editQuery("qs Pa"), .editQuery("qs P"), .editQuery(""), .editQuery("R"), .editQuery("Ri"),
                .editQuery("Rio"),
            ])
        #expect(describe(screen.handle(.escape)) == "handled")
        #expect(!screen.isCapturingText)
        #expect(describe(screen.handle(.character("s"))) == "handled")
        #expect(viewModel.intents.last == .focusSearch)
    }

    /// Cursor keys move the field's cursor (the component keeps it in the state) but never change
    /// its text, so they never start a search.
    @Test func cursorKeysInTheFieldMoveTheCursorButNeverChangeTheText() {
        let (screen, viewModel) = screen(WeatherState(query: "Rio", isSearchFocused: true), applying: true)
        _ = screen.handle(.home)
        _ = screen.handle(.character("X"))
        #expect(viewModel.state.query == "XRio")
        _ = screen.handle(.left)
        _ = screen.handle(.right)
        _ = screen.handle(.end)
        #expect(viewModel.intents.allSatisfy { [.editQuery("Rio"), .editQuery("XRio")].contains($0) })
        #expect(viewModel.state.query == "XRio")
    }

    @Test func enterInTheFieldSubmitsAndArrowsMoveTheListBelow() {
        let (screen, viewModel) = screen(
            WeatherState(query: "Rio", isSearchFocused: true, recentCities: ["Oslo", "Lima"]))
        #expect(describe(screen.handle(.down)) == "handled")
        #expect(describe(screen.handle(.enter)) == "handled")
        #expect(viewModel.intents == [.moveSelection(.down), .submitQuery])
    }

    @Test func theListMapsItsKeys() {
        let (screen, viewModel) = screen(loaded)
        let keys: [Key] = [
            .down, .character("j"), .up, .character("k"), .home, .character("g"), .end, .character("G"),
            .enter, .right, .character("m"), .character("i"), .character("u"), .character("r"),
        ]
        for key in keys { #expect(describe(screen.handle(key)) == "handled") }
        #expect(
            viewModel.intents == [
                .moveSelection(.down), .moveSelection(.down), .moveSelection(.up), .moveSelection(.up),
                .moveSelection(.home), .moveSelection(.home), .moveSelection(.end), .moveSelection(.end), .activate,
                .activate, .toggleMoreInfo, .toggleMoreInfo, .toggleUnits, .retry,
            ])
        #expect(describe(screen.handle(.character("q"))) == "ignored")
        #expect(describe(screen.handle(.escape)) == "ignored")
    }

    @Test func pagesMoveByTheRowsOfTheLastFrame() {
        let (screen, viewModel) = screen(loaded)
        screen.layout(in: Rect(x: 0, y: 0, width: 80, height: 13))
        _ = screen.handle(.pageDown)
        #expect(viewModel.intents == [.moveSelection(.pageDown(rows: 8))])  // 9 rows of days, one kept for context
    }

    /// `/` selects the last query, so typing replaces it ("Tok", not "ParisTok"); → keeps it.
    @Test func slashSelectsTheQuerySoTypingReplacesIt() {
        let (screen, viewModel) = screen(loaded, applying: true)
        _ = screen.handle(.character("/"))
        for character in "Tok" { _ = screen.handle(.character(character)) }
        #expect(viewModel.state.query == "Tok")
        _ = screen.handle(.escape)
        _ = screen.handle(.character("/"))
        _ = screen.handle(.right)
        for character in "yo" { _ = screen.handle(.character(character)) }
        #expect(viewModel.state.query == "Tokyo")
        _ = screen.handle(.escape)
        _ = screen.handle(.character("s"))
        _ = screen.handle(.backspace)
        #expect(viewModel.state.query == "")
    }

    /// A pause searches without leaving the field; `/` there starts a new search as it does from the
    /// list — the query selected, typing replaces it — and never types a "/".
    @Test func slashInTheFocusedFieldStartsANewSearch() {
        var state = loaded
        state.isSearchFocused = true
        let (screen, viewModel) = screen(state, applying: true)
        #expect(describe(screen.handle(.character("/"))) == "handled")
        #expect(screen.isCapturingText)
        #expect(viewModel.state.query == "Paris")
        for character in "Oslo" { _ = screen.handle(.character(character)) }
        #expect(viewModel.state.query == "Oslo")
        #expect(screen.keyBindings.contains { $0.keys == [.character("/")] && $0.label == "new search" })
    }

    @Test func theDetailClosesWithEscOrLeftAndKeepsDayMoves() {
        var state = loaded
        state.isDetailOpen = true
        let (screen, viewModel) = screen(state)
        for key: Key in [.escape, .left, .down, .character("m"), .character("u")] {
            #expect(describe(screen.handle(key)) == "handled")
        }
        #expect(
            viewModel.intents == [.closeDetail, .closeDetail, .moveSelection(.down), .toggleMoreInfo, .toggleUnits])
        #expect(screen.keyBindings.contains { $0.label == "back" })
    }

    @Test func theSheetClosesWithEscMOrIAndSwallowsMoves() {
        var state = loaded
        state.isMoreInfoShown = true
        let (screen, viewModel) = screen(state)
        for key: Key in [.escape, .character("m"), .character("i"), .character("u")] {
            #expect(describe(screen.handle(key)) == "handled")
        }
        #expect(describe(screen.handle(.down)) == "handled", "the sheet swallows a move")
        #expect(viewModel.intents == [.closeMoreInfo, .closeMoreInfo, .closeMoreInfo, .toggleUnits])
    }

    @Test func titleStatusNamesTheSourceUnitsAndOfflineData() {
        var state = loaded
        state.report = .loaded(WeatherFixtures.report(freshness: .cached(since: WeatherFixtures.now - 3_600)))
        state.units = .imperial
        let (offline, _) = screen(state)
        #expect(offline.titleStatus == "1/6 · sample data · °F · offline — data from 08:00 your time")
        let (idle, _) = screen(WeatherState())
        #expect(idle.titleStatus == "sample data · °C")
        #expect(idle.title == "Weather")
    }

    @Test func everyModeHasABindingTableTheStatusBarCanShow() {
        var state = loaded
        let (list, _) = screen(state)
        #expect(list.keyBindings.filter(\.showsInStatusBar).map(\.statusKeyText) == ["Enter/→", "/", "m/i", "r", "u"])
        #expect(list.keyBindings.contains { $0.keys == [.character("/"), .character("s")] })
        state.isSearchFocused = true
        let (field, _) = screen(state)
        #expect(field.keyBindings.filter(\.showsInStatusBar).map(\.label) == ["search", "leave field", "move", "page"])
    }

    @Test func keysThatWouldDoNothingAreLeftOutOfTheTable() {
        func shown(_ state: WeatherState) -> [String] {
            screen(state).0.keyBindings.filter(\.showsInStatusBar).map(\.label)
        }
        #expect(shown(WeatherState()) == ["search", "units"])
        #expect(shown(WeatherState(recentCities: ["Oslo"])) == ["open", "search", "units"])
        #expect(shown(WeatherState(notFound: "X")) == ["search", "reload", "units"])
        let (idle, viewModel) = screen(WeatherState())
        for key: Key in [.character("m"), .character("r"), .enter, .down] {
            #expect(describe(idle.handle(key)) == "ignored")
        }
        #expect(viewModel.intents.isEmpty)
    }
}

/// A name for the outcomes these tests expect (`KeyOutcome` is not Equatable).
private func describe(_ outcome: KeyOutcome) -> String {
    switch outcome {
    case .handled: "handled"
    case .ignored: "ignored"
    case .copy(let text, _): "copy \(text)"
    case .note(let note): "note \(note)"
    }
}
