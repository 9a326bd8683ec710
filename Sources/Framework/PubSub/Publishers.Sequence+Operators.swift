// Combine's specialisations of the operators on `Publishers.Sequence`: applied to the elements at once,
// they return another sequence publisher, or a `Just`, `Optional.Publisher` or `Result.Publisher`
// holding the answer. The closures run when the operator is applied, not when someone subscribes.

extension Publishers.Sequence where Failure == Never {
    /// Combine's `Publishers.Sequence.min(by:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.min(by: areInIncreasingOrder))
    }

    /// Combine's `Publishers.Sequence.max(by:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.max(by: areInIncreasingOrder))
    }

    /// Combine's `Publishers.Sequence.first(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence {
    /// Combine's `Publishers.Sequence.allSatisfy(_:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.allSatisfy(predicate))
    }

    /// Combine's `Publishers.Sequence.tryAllSatisfy(_:)`, applied at once: returns `Result<Bool, any Error>.Publisher`.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.allSatisfy(predicate) })
    }

    /// Combine's `Publishers.Sequence.collect()`, applied at once: returns `Result<[Output], Failure>.Publisher`.
    public func collect() -> Result<[Output], Failure>.Publisher { .init(Array(sequence)) }

    /// Combine's `Publishers.Sequence.compactMap(_:)`, applied at once: returns `Publishers.Sequence<[T], Failure>`.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.compactMap(transform))
    }

    /// Combine's `Publishers.Sequence.contains(where:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(where: predicate))
    }

    /// Combine's `Publishers.Sequence.tryContains(where:)`, applied at once: returns `Result<Bool, any
    /// Error>.Publisher`.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.contains(where: predicate) })
    }

    /// Combine's `Publishers.Sequence.drop(while:)`, applied at once: returns
    /// `Publishers.Sequence<DropWhileSequence<Elements>, Failure>`.
    public func drop(while predicate: (Output) -> Bool) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
        .init(sequence: sequence.drop(while: predicate))
    }

    /// Combine's `Publishers.Sequence.dropFirst(_:)`, applied at once: returns
    /// `Publishers.Sequence<DropFirstSequence<Elements>, Failure>`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        .init(sequence: sequence.dropFirst(count))
    }

    /// Combine's `Publishers.Sequence.filter(_:)`, applied at once: returns `Publishers.Sequence<[Output], Failure>`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: sequence.filter(isIncluded))
    }

    /// Combine's `Publishers.Sequence.ignoreOutput()`, applied at once: returns `Empty<Output, Failure>`.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    /// Combine's `Publishers.Sequence.map(_:)`, applied at once: returns `Publishers.Sequence<[T], Failure>`.
    public func map<T>(_ transform: (Output) -> T) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.map(transform))
    }

    /// Combine's `Publishers.Sequence.prefix(_:)`, applied at once: returns
    /// `Publishers.Sequence<PrefixSequence<Elements>, Failure>`.
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        .init(sequence: sequence.prefix(maxLength))
    }

    /// Combine's `Publishers.Sequence.prefix(while:)`, applied at once: returns `Publishers.Sequence<[Output],
    /// Failure>`.
    public func prefix(while predicate: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: sequence.prefix(while: predicate))
    }

    /// Combine's `Publishers.Sequence.reduce(_:_:)`, applied at once: returns `Result<T, Failure>.Publisher`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Result<T, Failure>.Publisher
    {
        .init(sequence.reduce(initialResult, nextPartialResult))
    }

    /// Combine's `Publishers.Sequence.tryReduce(_:_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        .init(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }

    /// Combine's `Publishers.Sequence.replaceNil(with:)`, applied at once: returns `Publishers.Sequence<[Output],
    /// Failure>`.
    public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Output], Failure> where Output == T? {
        .init(sequence: sequence.map { $0 ?? output })
    }

    /// Combine's `Publishers.Sequence.scan(_:_:)`, applied at once: returns `Publishers.Sequence<[T], Failure>`.
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

    /// Combine's `Publishers.Sequence.setFailureType(to:)`, applied at once: returns `Publishers.Sequence<Elements,
    /// E>`.
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

    /// Combine's `Publishers.Sequence.contains(_:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher { .init(sequence.contains(output)) }
}

extension Publishers.Sequence where Failure == Never, Output: Comparable {
    /// Combine's `Publishers.Sequence.min()`, applied at once: returns `Optional<Output>.Publisher`.
    public func min() -> Optional<Output>.Publisher { .init(sequence.min()) }
    /// Combine's `Publishers.Sequence.max()`, applied at once: returns `Optional<Output>.Publisher`.
    public func max() -> Optional<Output>.Publisher { .init(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// Combine's `Publishers.Sequence.first()`, applied at once: returns `Optional<Output>.Publisher`.
    public func first() -> Optional<Output>.Publisher { .init(sequence.first) }

    /// Combine's `Publishers.Sequence.output(at:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// Combine's `Publishers.Sequence.count()`, applied at once: returns `Result<Int, Failure>.Publisher`.
    public func count() -> Result<Int, Failure>.Publisher { .init(sequence.count) }

    /// Combine's `Publishers.Sequence.output(in:)`, applied at once: returns `Publishers.Sequence<[Output], Failure>`.
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// Combine's `Publishers.Sequence.last()`, applied at once: returns `Optional<Output>.Publisher`.
    public func last() -> Optional<Output>.Publisher { .init(sequence.last) }

    /// Combine's `Publishers.Sequence.last(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// Combine's `Publishers.Sequence.output(at:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }

    /// Combine's `Publishers.Sequence.count()`, applied at once: returns `Just<Int>`.
    public func count() -> Just<Int> { Just(sequence.count) }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
    /// Combine's `Publishers.Sequence.output(in:)`, applied at once: returns `Publishers.Sequence<[Output], Failure>`.
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
        .init(sequence: Array(sequence[range]))
    }

    /// Combine's `Publishers.Sequence.count()`, applied at once: returns `Result<Int, Failure>.Publisher`.
    public func count() -> Result<Int, Failure>.Publisher { .init(sequence.count) }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    /// Combine's `Publishers.Sequence.prepend(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { prepend(elements) }

    /// Combine's `Publishers.Sequence.prepend(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Output {
        var joined = Elements()
        joined.reserveCapacity(sequence.count + elements.underestimatedCount)
        joined.append(contentsOf: elements)
        joined.append(contentsOf: sequence)
        return .init(sequence: joined)
    }

    /// Combine's `Publishers.Sequence.prepend(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        var joined = publisher.sequence
        joined.append(contentsOf: sequence)
        return .init(sequence: joined)
    }

    /// Combine's `Publishers.Sequence.append(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { append(elements) }

    /// Combine's `Publishers.Sequence.append(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Output {
        var joined = sequence
        joined.append(contentsOf: elements)
        return .init(sequence: joined)
    }

    /// Combine's `Publishers.Sequence.append(_:)`, applied at once: returns `Publishers.Sequence<Elements, Failure>`.
    public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {
    /// Equal when made from equal upstreams and arguments.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sequence == rhs.sequence }
}
