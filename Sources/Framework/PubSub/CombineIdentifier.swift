import Synchronization

/// The identity of a subscriber or subscription: an object's address, or a number no other
/// `CombineIdentifier()` in this process has had.
///
/// Same shape as Combine's: one `UInt64` (`rawValue`), printed in hexadecimal.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let rawValue: UInt64

    /// A fresh identifier from a process-wide counter.
    public init() {
        rawValue = nextCombineIdentifier.add(1, ordering: .relaxed).newValue
    }

    /// The identifier of `obj`: its address, so two identifiers of one object are equal.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    /// A readable form, for logs and debuggers: Combine's `description`.
    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// The counter behind `CombineIdentifier()`.
private let nextCombineIdentifier = Atomic<UInt64>(0)
