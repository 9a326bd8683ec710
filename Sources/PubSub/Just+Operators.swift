// Combine's specialisations of the operators on `Just`: the answer is known when the operator is
// applied, so they return a `Just`, an `Optional.Publisher`, a `Result.Publisher` or a sequence instead
// of an operator chain.

extension Just where Output: Comparable {
    public func min() -> Just<Output> { self }
    public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
    public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }
    public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

    public func count() -> Just<Int> { Just<Int>(1) }

    /// Traps on a negative count, as Combine does.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "dropFirst: count must not be negative")
        return Optional.Publisher(count > 0 ? nil : output)
    }

    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? nil : output)
    }

    public func first() -> Just<Output> { self }
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    public func last() -> Just<Output> { self }
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(isIncluded(output) ? output : nil)
    }

    public func ignoreOutput() -> Empty<Output, Never> { Empty() }

    public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try transform(output) }.publisher
    }

    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }

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

    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

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

    public func replaceError(with output: Output) -> Just<Output> { self }
    public func replaceEmpty(with output: Output) -> Just<Output> { self }
    public func retry(_ times: Int) -> Just<Output> { self }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }

    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { prepend(elements) }

    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: elements + [output])
    }

    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { append(elements) }

    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: [output] + elements)
    }
}
