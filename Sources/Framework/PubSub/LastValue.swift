/// The previous value a duplicate filter (`removeDuplicates`, `tryRemoveDuplicates`) compares with;
/// touched only by the upstream's serialised calls (and read unsynchronised by the mirror, for display).
internal final class LastValue<Value>: @unchecked Sendable {
    var value: Value?
}
