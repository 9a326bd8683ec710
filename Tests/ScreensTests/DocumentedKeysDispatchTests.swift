import Domain
import Foundation
import TerminalCore
import Testing
import ViewModels
import Widgets

@testable import Screens

/// Every key a screen documents — in its status bar and in `?` help, which both read
/// `keyBindings` — is one the screen acts on in that state: none is left for the runtime to ignore.
/// Each key is tried on a fresh screen, so one key's effect never hides another's.
@Suite struct DocumentedKeysDispatchTests {
    /// The documented keys `make()`'s screen ignores, as "label: key".
    private func ignoredKeys(of make: () -> any Screen) -> [String] {
        make().keyBindings.flatMap { binding in
            binding.keys.compactMap { key in
                if case .ignored = make().handle(key) { return "\(binding.label): \(key)" }
                return nil
            }
        }
    }

    private func usersList(detailOpen: Bool) -> UsersListScreen {
        let screen = makeConfigurator().makeListScreen()
        screen.deliverFirstPage(count: 12, total: 12)
        if detailOpen {
            var buffer = Buffer(size: Size(width: 120, height: 40))
            screen.render(into: &buffer, area: buffer.area)
            _ = screen.handle(.enter)
        }
        return screen
    }

    @Test func usersScreensActOnEveryKeyTheyDocument() {
        #expect(ignoredKeys { usersList(detailOpen: false) }.isEmpty)
        #expect(ignoredKeys { usersList(detailOpen: true) }.isEmpty)
        #expect(ignoredKeys { makeConfigurator().makeDetailScreen(for: UsersScreenFixtures.fullUser(1)) }.isEmpty)
        #expect(ignoredKeys { makeConfigurator().makeInfoSheet(for: UsersScreenFixtures.fullUser(1)) }.isEmpty)
    }

    @Test func weatherScreenActsOnEveryKeyItDocumentsInEveryMode() {
        let loaded = WeatherState(query: "Paris", phase: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
        var detail = loaded
        detail.isDetailOpen = true
        var sheet = loaded
        sheet.isMoreInfoShown = true
        var searching = loaded
        searching.isSearchFocused = true
        for state in [WeatherState(), loaded, detail, sheet, searching] {
            let ignored = ignoredKeys {
                WeatherScreen(
                    viewModel: RecordingWeatherViewModel(state), sourceName: "sample data", clock: WeatherFixtures.clock
                )
            }
            #expect(ignored.isEmpty, "\(ignored)")
        }
    }

    @Test func backspaceGoesBackWhereverEscDoes() {
        let split = usersList(detailOpen: true)
        _ = split.handle(.backspace)
        #expect(!split.viewModel.state.isDetailOpen)
        let sheet = makeConfigurator().makeInfoSheet(for: UsersScreenFixtures.fullUser(1))
        guard case .pop = sheet.handle(.backspace) else {
            Issue.record("Backspace should close the sheet")
            return
        }
        #expect(sheet.keyBindings.first?.statusKeyText == "Esc/m/i")
        #expect(sheet.keyBindings.first?.keyText == "Esc/m/i/Backspace")
    }
}
