/// Carries a value out of a `Mutex.withLock` body that Swift's region checker cannot prove disconnected.
///
/// Only for values that were created or copied under the lock and are handed to exactly one caller.
internal struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
