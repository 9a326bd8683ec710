import AppRuntime
import Domain
import TerminalCore
import Testing
import ViewModelCore
import Widgets

@testable import ListDetail
@testable import Weather

/// Every key the Weather screen documents — in its status bar and in `?` help, which both read
/// `keyBindings` — is one it acts on in that state; so is every mouse action `?` lists, done
/// against its last frame. Each key and action is tried on a fresh screen.
@Suite struct WeatherDocumentedKeysTests {
    /// The documented mouse actions `make()`'s screen ignores when done on its first frame at `size`,
    /// each on a fresh screen.
    private func ignoredMouseActions(of make: () -> WeatherScreen, size: Size) -> [String] {
        let area = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let screens = (0...make().mouseBindingsCount(in: area)).map { _ in make() }
        screens.forEach { $0.layout(in: area) }
        return zip(screens[0].mouseBindings, screens.dropFirst()).compactMap { binding, screen in
            switch Self.event(doing: binding.gesture, on: screen).map(screen.handle(mouse:)) {
            case nil: "\(binding.gesture): cannot be done"
            case .ignored?: "\(binding.gesture)"
            default: nil
            }
        }
    }

    /// A mouse report that makes `gesture` on `screen`'s last frame: rows are clicked in their
    /// second column.
    private static func event(doing gesture: MouseGesture, on screen: WeatherScreen) -> MouseEvent? {
        let selection = screen.store.state.cursor.selection
        let target: Int
        switch gesture {
        case .wheel: return MouseEvent(.wheelDown, x: 1, y: 5)
        case .clickOutside: return .click(x: 0, y: 0)
        case .clickField: return screen.fieldRow.map { .click(x: $0.maxX - 1, y: $0.y) }
        case .clickSection: return nil
        case .clickRow: target = selection + 1
        case .clickSelectedRow: target = selection
        }
        guard let list = screen.drawnList, target < list.count,
            (list.offset..<list.offset + list.rows.height).contains(target)
        else { return nil }
        return .click(x: list.rows.x + 1, y: list.rows.y + target - list.offset)
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
        let loaded = WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report()), lastSearch: "Paris")
        var detail = loaded
        detail.isDetailOpen = true
        var sheet = loaded
        sheet.isMoreInfoShown = true
        var searching = loaded
        searching.isSearchFocused = true
        let offline = WeatherState(
            query: "Paris", report: .failed(LoadFailure(WeatherError.timeout(seconds: 10)), last: nil),
            lastSearch: "Paris", hasSampleFallback: true, offersSample: true)
        return [WeatherState(), loaded, detail, sheet, searching, offline]
    }

    @Test func weatherScreenActsOnEveryMouseActionItDocumentsInEveryMode() {
        for state in Self.weatherStates + [WeatherState(recentCities: ["Oslo", "Lima"])] {
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let make = {
                    weatherScreen(RecordingWeatherViewModel(state))
                }
                let ignored = ignoredMouseActions(of: make, size: size)
                #expect(ignored.isEmpty, "\(size): \(ignored)")
            }
        }
    }

    @Test func weatherScreenActsOnEveryKeyItDocumentsInEveryMode() {
        for state in Self.weatherStates {
            let ignored = ignoredKeys {
                weatherScreen(RecordingWeatherViewModel(state))
            }
            #expect(ignored.isEmpty, "\(ignored)")
        }
    }
}

extension WeatherScreen {
    /// How many mouse actions the screen documents once laid out in `area`.
    fileprivate func mouseBindingsCount(in area: Rect) -> Int {
        layout(in: area)
        return mouseBindings.count
    }
}
