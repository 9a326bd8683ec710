import CGazetteer
import Domain

extension Gazetteer {
    /// The gazetteer compiled into tern (`CGazetteer`, GeoNames' data under CC BY 4.0): its text is
    /// read from the binary's read-only data the first time it is searched.
    public static let bundled = Gazetteer {
        String(
            decoding: UnsafeBufferPointer(start: tern_gazetteer_bytes(), count: tern_gazetteer_size()), as: UTF8.self)
    }
}
