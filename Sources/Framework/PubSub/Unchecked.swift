/// Carries a value out of a `Mutex.withLock` body that Swift's region checker cannot prove disconnected.
///
/// Only for values that were created or copied under the lock and are handed to exactly one caller.
/// Package-wide: PubSubFoundation's schedulers and publishers carry their Foundation objects in it too.
package struct Unchecked<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) { self.value = value }
}
