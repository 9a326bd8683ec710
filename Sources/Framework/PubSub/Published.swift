import Synchronization

/// A property wrapper whose `$property` publishes every new value in will-set, like Combine's.
///
/// Subscribers to `$property` get the current value at once, then each new value *before* the
/// property holds it. If the enclosing `ObservableObject`'s `objectWillChange` has been requested,
/// it fires before that. The storage is a reference shared by copies of the wrapper, so an
/// `assign(to: &$property)` subscription lives exactly as long as the property's owner.
@propertyWrapper
public struct Published<Value> {
    @usableFromInline internal let storage: PublishedStorage<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

    /// A published property starting at `initialValue` (Combine's older spelling).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Not available: as in Combine, `@Published` is for properties of classes, which read and write it
    /// through `subscript(_enclosingInstance:wrapped:storage:)`.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value of the published property at `storageKeyPath` of `object`; setting it tells the object's
    /// `objectWillChange` first, then publishes the new value, then stores it (Combine's will-set order).
    /// The compiler calls this for `@Published` properties of classes; `wrappedKeyPath` is not used, as in
    /// Combine.
    @inlinable
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            // Borrowing the object spares a retain and release of it per set (the key path projection
            // would otherwise copy it); the caller keeps it alive for the call.
            Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef {
                $0[keyPath: storageKeyPath].storage.set(newValue)
            }
        }
    }

    /// The publisher of the property's values (`$property`): the current value first, then each new one.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}  // `&$property` needs a setter; the storage itself never changes
    }

    /// The `$property` publisher: current value on subscribe, then every new value in will-set.
    public struct Publisher: PubSub.Publisher {
        /// The values it publishes.
        public typealias Output = Value
        /// The failure it can end with.
        public typealias Failure = Never
        @usableFromInline internal let storage: PublishedStorage<Value>

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`. A subscriber that
        /// missed a value for lack of demand gets the property's value as it is when it asks again.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            PublishedConduit.attach(subscriber, to: storage.subject)
        }
    }
}

extension Published.Publisher: SubjectSinkHost {
    @inlinable
    internal func attachSink<In, Fail: Error>(
        receiveValue: @escaping (In) -> Void, receiveCompletion: ((Subscribers.Completion<Fail>) -> Void)?
    ) -> AnyCancellable {
        storage.subject.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

extension Published: PublishedStorageProviding {
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        storage.installWillChange(publisher)
    }
}

extension Publisher where Failure == Never {
    /// Republishes into `published`; the subscription is owned by the property and ends with its owner.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let link = sink { [weak storage] in storage?.set($0) }
        storage.retain(link)
    }
}

/// The shared storage of one `@Published` property: its subject, the owner's will-change publisher
/// and subscriptions made with `assign(to:)`.
///
/// Threading invariant for `@unchecked Sendable`: the subject is thread-safe, `willChange` is set at
/// most once by compare-exchange (it owns one reference to the publisher) and `assignments` lives in a
/// mutex.
@usableFromInline
internal final class PublishedStorage<Value>: @unchecked Sendable {
    @usableFromInline let subject: CurrentValueSubject<Value, Never>
    // An atomic word rather than `AtomicLazyReference`, whose `load` runs unspecialised generic code
    // (and a metadata look-up) on every set.
    @usableFromInline let willChange = Atomic<Unmanaged<ObservableObjectPublisher>?>(nil)
    private let assignments = Mutex<Unchecked<[AnyCancellable]>>(Unchecked(value: []))

    init(_ value: Value) { subject = CurrentValueSubject(value, kind: .publishedSubject) }

    deinit { willChange.load(ordering: .acquiring)?.release() }

    @usableFromInline var value: Value { subject.value }

    @inlinable
    func set(_ newValue: Value) {
        if let publisher = willChange.load(ordering: .acquiring) {
            publisher._withUnsafeGuaranteedRef { $0.send() }
        }
        subject.sendThenStore(newValue)
    }

    /// Installs `publisher` unless one is installed already; returns the one in use.
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        let candidate = Unmanaged.passRetained(publisher)
        let (installed, current) = willChange.compareExchange(
            expected: nil, desired: candidate, ordering: .acquiringAndReleasing)
        guard !installed, let current else { return publisher }
        candidate.release()
        return current.takeUnretainedValue()
    }

    func retain(_ link: AnyCancellable) {
        assignments.withLock { $0 = Unchecked(value: $0.value + [link]) }
    }
}
