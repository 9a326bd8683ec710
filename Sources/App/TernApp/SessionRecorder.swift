import AppRuntime
import Domain
import PubSub
import Services

/// Keeps the `RememberedSession` up to date while tern runs: the section it opened on and each
/// one the person switches to, and the units the Weather view model's "units" feedback hands it.
/// Each change is written at once, so quitting by a signal or a crash loses nothing.
final class SessionRecorder {
    private let store: RememberedSessionFileStore
    private var subscriptions: Set<AnyCancellable> = []

    init(store: RememberedSessionFileStore) {
        self.store = store
    }

    /// Records `units`, the ones Weather shows now.
    func save(units: Units) {
        store.update { $0.units = units }
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
