/// The lifecycle of something a screen loads: not asked for yet, loading, loaded or failed.
///
/// `loading` and `failed` keep the last good value, so a screen can keep showing it (with a
/// spinner, or an error/offline marker) instead of going blank.
public enum Loadable<Value> {
    /// Not asked for yet.
    case notRequested
    /// Loading; `last` is the value kept meanwhile.
    case loading(last: Value?)
    /// Loaded.
    case loaded(Value)
    /// The last load failed; `last` is the value kept.
    case failed(LoadFailure, last: Value?)

    /// The loaded value, or the last one kept while loading or after a failure.
    public var value: Value? {
        switch self {
        case .notRequested: nil
        case .loading(let last): last
        case .loaded(let value): value
        case .failed(_, let last): last
        }
    }

    /// True while a load is under way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The failure, when the last load failed.
    public var failure: LoadFailure? {
        if case .failed(let failure, _) = self { return failure }
        return nil
    }

    /// The state a new load starts from: `loading`, keeping whatever value there is.
    public func reloading() -> Loadable<Value> {
        .loading(last: value)
    }

    /// The state after a failed load, keeping whatever value there is.
    public func failing(_ failure: LoadFailure) -> Loadable<Value> {
        .failed(failure, last: value)
    }

    /// The same state around a transformed value.
    public func map<Other>(_ transform: (Value) -> Other) -> Loadable<Other> {
        switch self {
        case .notRequested: .notRequested
        case .loading(let last): .loading(last: last.map(transform))
        case .loaded(let value): .loaded(transform(value))
        case .failed(let failure, let last): .failed(failure, last: last.map(transform))
        }
    }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Sendable where Value: Sendable {}
