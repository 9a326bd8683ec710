extension KeyedDecodingContainer {
    /// The value for `key`, or nil when the key is absent, `null`, or holds something that does not
    /// decode as `T` (e.g. `"rain": []` where an object is expected). For optional blocks whose
    /// absence or oddity must not fail the whole body.
    public func decodeLeniently<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
