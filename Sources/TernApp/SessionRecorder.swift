import AppRuntime
import Domain
import PubSub
import Screens
import Services

/// Keeps the `RememberedSession` up to date while tern runs: the section it opened on and each
/// one the person switches to, the units each time they toggle them. Each change is written at
/// once, so quitting by a signal or a crash loses nothing.
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

    /// Records the section `app` shows now (`tern weather Paris` then `q` leaves off in Weather) and
    /// whenever the person switches; `names` are the sections in order.
    func recordSections(of app: App, names: [RememberedSession.SectionName]) {
        if names.indices.contains(app.currentSectionIndex), store.load().section != names[app.currentSectionIndex] {
            store.update { $0.section = names[app.currentSectionIndex] }
        }
        app.sectionChanges
            .sink { [store] index in
                guard names.indices.contains(index) else { return }
                store.update { $0.section = names[index] }
            }
            .store(in: &subscriptions)
    }
}
