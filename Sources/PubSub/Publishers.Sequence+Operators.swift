// Combine's specialisations of the operators on `Publishers.Sequence`: applied to the elements at once,
// they return another sequence publisher, or a `Just`, `Optional.Publisher` or `Result.Publisher`
// holding the answer. The closures run when the operator is applied, not when someone subscribes.

extension Publishers.Sequence where Failure == Never {
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.min(by: areInIncreasingOrder))
    }

    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.max(by: areInIncreasingOrder))
    }

    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence {
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.allSatisfy(predicate))
    }

    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.allSatisfy(predicate) })
    }

    public func collect() -> Result<[Output], Failure>.Publisher { .init(Array(sequence)) }

    public func compactMap<T>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.compactMap(transform))
    }

    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(where: predicate))
    }

    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.contains(where: predicate) })
    }

    public func drop(while predicate: (Output) -> Bool) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
        .init(sequence: sequence.drop(while: predicate))
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        .init(sequence: sequence.dropFirst(count))
    }

    public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: sequence.filter(isIncluded))
    }

    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    public func map<T>(_ transform: (Output) -> T) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.map(transform))
    }

    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        .init(sequence: sequence.prefix(maxLength))
    }

    public func prefix(while predicate: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: sequence.prefix(while: predicate))
    }

    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Result<T, Failure>.Publisher
    {
        .init(sequence.reduce(initialResult, nextPartialResult))
    }

    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        .init(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }

    public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Output], Failure> where Output == T? {
        .init(sequence: sequence.map { $0 ?? output })
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Sequence<[T], Failure>
    {
        var partial = initialResult
        return .init(
            sequence: sequence.map { element in
                partial = nextPartialResult(partial, element)
                return partial
            })
    }

    public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
        .init(sequence: sequence)
    }
}

extension Publishers.Sequence where Output: Equatable {
    /// Drops each element equal to the one kept before it.
    public func removeDuplicates() -> Publishers.Sequence<[Output], Failure> {
        var kept = [Output]()
        for element in sequence where kept.last != element { kept.append(element) }
        return .init(sequence: kept)
    }

    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher { .init(sequence.contains(output)) }
}

extension Publishers.Sequence where Failure == Never, Output: Comparable {
    public func min() -> Optional<Output>.Publisher { .init(sequence.min()) }
    public func max() -> Optional<Output>.Publisher { .init(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    public func first() -> Optional<Output>.Publisher { .init(sequence.first) }

    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    public func count() -> Result<Int, Failure>.Publisher { .init(sequence.count) }

    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    public func last() -> Optional<Output>.Publisher { .init(sequence.last) }

    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }

    public func count() -> Just<Int> { Just(sequence.count) }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: Array(sequence[range]))
    }

    public func count() -> Result<Int, Failure>.Publisher { .init(sequence.count) }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { prepend(elements) }

    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Output {
        var joined = Elements()
        joined.reserveCapacity(sequence.count + elements.underestimatedCount)
        joined.append(contentsOf: elements)
        joined.append(contentsOf: sequence)
        return .init(sequence: joined)
    }

    public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        var joined = publisher.sequence
        joined.append(contentsOf: sequence)
        return .init(sequence: joined)
    }

    public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { append(elements) }

    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Output {
        var joined = sequence
        joined.append(contentsOf: elements)
        return .init(sequence: joined)
    }

    public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sequence == rhs.sequence }
}
