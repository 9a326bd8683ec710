import AppRuntime
import Domain
import TerminalCore
import Testing
import Widgets

@testable import Weather

/// Every key the Weather screen documents — in its status bar and in `?` help, which both read
/// `keyBindings` — is one it acts on in that state; so is every mouse action `?` lists, done
/// against its last frame. Each key and action is tried on a fresh screen.
@Suite struct WeatherDocumentedKeysTests {
    /// The documented mouse actions `make()`'s screen ignores when done on its first frame at `size`.
    private func ignoredMouseActions(of make: () -> WeatherScreen, size: Size) -> [String] {
        func drawn() -> WeatherScreen {
            let screen = make()
            screen.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            return screen
        }
        return drawn().mouseBindings.compactMap { binding in
            let screen = drawn()
            guard let event = Self.event(doing: binding.gesture, on: screen) else {
                return "\(binding.gesture): cannot be done"
            }
            if case .ignored = screen.handle(mouse: event) { return "\(binding.gesture)" }
            return nil
        }
    }

    /// A mouse report that makes `gesture` on `screen`'s last frame.
    private static func event(doing gesture: MouseGesture, on screen: WeatherScreen) -> MouseEvent? {
        let list = screen.drawn?.list
        let selection = screen.viewModel.state.cursor.selection
        func click(row: Int) -> MouseEvent? {
            guard let list, row < list.count, row >= list.offset, row < list.offset + list.rows.height else {
                return nil
            }
            return .click(x: list.rows.x + 1, y: list.rows.y + row - list.offset)
        }
        switch gesture {
        case .wheel: return MouseEvent(.wheelDown, x: 1, y: 5)
        case .clickRow: return click(row: selection + 1)
        case .clickSelectedRow: return click(row: selection)
        case .clickOutside: return .click(x: 0, y: 0)
        case .clickField: return screen.drawn.map { .click(x: $0.field.maxX - 1, y: $0.field.y) }
        case .clickSection: return nil
        }
    }

    /// The documented keys `make()`'s screen ignores, as "label: key".
    private func ignoredKeys(of make: () -> WeatherScreen) -> [String] {
        make().keyBindings.flatMap { binding in
            binding.keys.compactMap { key in
                if case .ignored = make().handle(key) { return "\(binding.label): \(key)" }
                return nil
            }
        }
    }

    /// The Weather screen's states, one per mode: idle, loaded, detail, sheet, search field.
    private static var weatherStates: [WeatherState] {
        let loaded = WeatherState(query: "Paris", phase: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
        var detail = loaded
        detail.isDetailOpen = true
        var sheet = loaded
        sheet.isMoreInfoShown = true
        var searching = loaded
        searching.isSearchFocused = true
        return [WeatherState(), loaded, detail, sheet, searching]
    }

    @Test func weatherScreenActsOnEveryMouseActionItDocumentsInEveryMode() {
        for state in Self.weatherStates + [WeatherState(recentCities: ["Oslo", "Lima"])] {
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let make = {
                    WeatherScreen(
                        viewModel: RecordingWeatherViewModel(state), sourceName: "sample data",
                        clock: WeatherFixtures.clock)
                }
                let ignored = ignoredMouseActions(of: make, size: size)
                #expect(ignored.isEmpty, "\(size): \(ignored)")
            }
        }
    }

    @Test func weatherScreenActsOnEveryKeyItDocumentsInEveryMode() {
        for state in Self.weatherStates {
            let ignored = ignoredKeys {
                WeatherScreen(
                    viewModel: RecordingWeatherViewModel(state), sourceName: "sample data", clock: WeatherFixtures.clock
                )
            }
            #expect(ignored.isEmpty, "\(ignored)")
        }
    }
}
