/// An array that skips elements that are `null` or fail to decode, instead of failing entirely.
///
/// Use it where one odd element should not lose the rest (e.g. OpenWeatherMap's `weather[]`), not
/// where every element is required.
public struct LossyArray<Element: Decodable>: Decodable {
    /// The elements that decoded, in order.
    public var elements: [Element]
    /// How many elements were skipped.
    public var skippedCount: Int

    /// Wraps elements already known, none skipped.
    public init(_ elements: [Element]) {
        self.elements = elements
        self.skippedCount = 0
    }

    /// Decodes every element it can, counting the ones it skips.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(SkippedValue.self)
                skipped += 1
            }
        }
        self.elements = elements
        self.skippedCount = skipped
    }

    /// Consumes one value of any shape so the container moves on.
    private struct SkippedValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension LossyArray: Sendable where Element: Sendable {}
extension LossyArray: Equatable where Element: Equatable {}
