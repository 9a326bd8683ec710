/// A class whose `objectWillChange` fires before any of its `@Published` properties changes.
///
/// The default `objectWillChange` (for `ObservableObjectPublisher`) finds the object's `@Published`
/// properties once with `Mirror` and installs one shared publisher in all of them; each property then
/// fires it in its will-set. See docs/decisions/0101-published-will-change.md.
public protocol ObservableObject: AnyObject {
    /// The publisher that tells of a change before it happens.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Sends before any of the object's `@Published` properties changes.
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [any PublishedStorageProviding] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            storages += current.children.compactMap { $0.value as? any PublishedStorageProviding }
            mirror = current.superclassMirror
        }
        guard let first = storages.first else { return ObservableObjectPublisher() }
        let shared = first.installWillChange(ObservableObjectPublisher())
        for storage in storages.dropFirst() { _ = storage.installWillChange(shared) }
        return shared
    }
}

/// Lets the default `objectWillChange` reach into `@Published` wrappers without knowing their `Value`.
internal protocol PublishedStorageProviding {
    /// Installs `publisher` unless one is installed already; returns the one in use.
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
