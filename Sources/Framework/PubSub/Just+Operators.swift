// Combine's specialisations of the operators on `Just`: the answer is known when the operator is
// applied, so they return a `Just`, an `Optional.Publisher`, a `Result.Publisher` or a sequence instead
// of an operator chain.

extension Just where Output: Comparable {
    /// Combine's `Just.min()`, applied at once: returns `Just<Output>`.
    public func min() -> Just<Output> { self }
    /// Combine's `Just.max()`, applied at once: returns `Just<Output>`.
    public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
    /// Combine's `Just.contains(_:)`, applied at once: returns `Just<Bool>`.
    public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }
    /// Combine's `Just.removeDuplicates()`, applied at once: returns `Just<Output>`.
    public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
    /// Combine's `Just.allSatisfy(_:)`, applied at once: returns `Just<Bool>`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    /// Combine's `Just.tryAllSatisfy(_:)`, applied at once: returns `Result<Bool, any Error>.Publisher`.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    /// Combine's `Just.contains(where:)`, applied at once: returns `Just<Bool>`.
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    /// Combine's `Just.tryContains(where:)`, applied at once: returns `Result<Bool, any Error>.Publisher`.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    /// Combine's `Just.collect()`, applied at once: returns `Just<[Output]>`.
    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

    /// Combine's `Just.min(by:)`, applied at once: returns `Just<Output>`.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// Combine's `Just.max(by:)`, applied at once: returns `Just<Output>`.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

    /// Combine's `Just.count()`, applied at once: returns `Just<Int>`.
    public func count() -> Just<Int> { Just<Int>(1) }

    /// Traps on a negative count, as Combine does.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "dropFirst: count must not be negative")
        return Optional.Publisher(count > 0 ? nil : output)
    }

    /// Combine's `Just.drop(while:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? nil : output)
    }

    /// Combine's `Just.first()`, applied at once: returns `Just<Output>`.
    public func first() -> Just<Output> { self }
    /// Combine's `Just.first(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// Combine's `Just.last()`, applied at once: returns `Just<Output>`.
    public func last() -> Just<Output> { self }
    /// Combine's `Just.last(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// Combine's `Just.filter(_:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(isIncluded(output) ? output : nil)
    }

    /// Combine's `Just.ignoreOutput()`, applied at once: returns `Empty<Output, Never>`.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }

    /// Combine's `Just.map(_:)`, applied at once: returns `Just<T>`.
    public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

    /// Combine's `Just.tryMap(_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try transform(output) }.publisher
    }

    /// Combine's `Just.compactMap(_:)`, applied at once: returns `Optional<T>.Publisher`.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }

    /// Combine's `Just.mapError(_:)`, applied at once: returns `Result<Output, E>.Publisher`.
    public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }

    /// Traps on a negative index, as Combine does.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "output(at:): index must not be negative")
        return Optional.Publisher(index == 0 ? output : nil)
    }

    /// The value when the range starts at 0 — also for an empty range, as in Combine.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        Optional.Publisher(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
    }

    /// Traps on a negative length, as Combine does.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "prefix: maxLength must not be negative")
        return Optional.Publisher(maxLength > 0 ? output : nil)
    }

    /// Combine's `Just.prefix(while:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// Combine's `Just.reduce(_:_:)`, applied at once: returns `Result<T, Never>.Publisher`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    /// Combine's `Just.tryReduce(_:_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

    /// Combine's `Just.removeDuplicates(by:)`, applied at once: returns `Just<Output>`.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

    /// Calls `predicate` once with the value against itself, as Combine does, so a throw fails.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
        -> Result<Output, any Error>.Publisher
    {
        Result {
            _ = try predicate(output, output)
            return output
        }.publisher
    }

    /// Combine's `Just.replaceError(with:)`, applied at once: returns `Just<Output>`.
    public func replaceError(with output: Output) -> Just<Output> { self }
    /// Combine's `Just.replaceEmpty(with:)`, applied at once: returns `Just<Output>`.
    public func replaceEmpty(with output: Output) -> Just<Output> { self }
    /// Combine's `Just.retry(_:)`, applied at once: returns `Just<Output>`.
    public func retry(_ times: Int) -> Just<Output> { self }

    /// Combine's `Just.scan(_:_:)`, applied at once: returns `Result<T, Never>.Publisher`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    /// Combine's `Just.tryScan(_:_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

    /// Combine's `Just.setFailureType(to:)`, applied at once: returns `Result<Output, E>.Publisher`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }

    /// Combine's `Just.prepend(_:)`, applied at once: returns `Publishers.Sequence<[Output], Never>`.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { prepend(elements) }

    /// Combine's `Just.prepend(_:)`, applied at once: returns `Publishers.Sequence<[Output], Never>`.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: elements + [output])
    }

    /// Combine's `Just.append(_:)`, applied at once: returns `Publishers.Sequence<[Output], Never>`.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { append(elements) }

    /// Combine's `Just.append(_:)`, applied at once: returns `Publishers.Sequence<[Output], Never>`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: [output] + elements)
    }
}
