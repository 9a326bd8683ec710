import AppRuntime
import Domain
import PubSub
import Screens
import Services

/// Keeps the `RememberedSession` up to date while tern runs: the section each time the person
/// switches, the units each time they toggle them. Each change is written at once, so quitting by
/// a signal or a crash loses nothing; nothing is written for the values tern started with.
final class SessionRecorder {
    private let store: RememberedSessionFileStore
    private var subscriptions: Set<AnyCancellable> = []

    init(store: RememberedSessionFileStore) {
        self.store = store
    }

    /// Records the units `weather` shows whenever they change.
    func recordUnits(of weather: WeatherScreen) {
        weather.states.map(\.units).removeDuplicates().dropFirst()
            .sink { [store] units in store.update { $0.units = units } }
            .store(in: &subscriptions)
    }

    /// Records the section `app` shows whenever the person switches; `names` are the sections in order.
    func recordSections(of app: App, names: [RememberedSession.SectionName]) {
        app.sectionChanges
            .sink { [store] index in
                guard names.indices.contains(index) else { return }
                store.update { $0.section = names[index] }
            }
            .store(in: &subscriptions)
    }
}
