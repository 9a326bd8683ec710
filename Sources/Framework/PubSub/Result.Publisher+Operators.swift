// Combine's specialisations of the operators on `Result.Publisher`: each answer is another result,
// known at once (`Empty` for `ignoreOutput`). The `try` forms call their closure with the value (against
// itself, for the comparing ones), so a throw becomes the failure.

extension Result.Publisher where Output: Equatable {
    /// Combine's `Result.Publisher.contains(_:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher { .init(result.map { $0 == output }) }
    /// Combine's `Result.Publisher.removeDuplicates()`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
    /// Combine's `Result.Publisher.min()`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func min() -> Result<Output, Failure>.Publisher { self }
    /// Combine's `Result.Publisher.max()`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
    /// Combine's `Result.Publisher.allSatisfy(_:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Combine's `Result.Publisher.tryAllSatisfy(_:)`, applied at once: returns `Result<Bool, any Error>.Publisher`.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        attempt(predicate)
    }

    /// Combine's `Result.Publisher.contains(where:)`, applied at once: returns `Result<Bool, Failure>.Publisher`.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Combine's `Result.Publisher.tryContains(where:)`, applied at once: returns `Result<Bool, any Error>.Publisher`.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        attempt(predicate)
    }

    /// Combine's `Result.Publisher.collect()`, applied at once: returns `Result<[Output], Failure>.Publisher`.
    public func collect() -> Result<[Output], Failure>.Publisher { .init(result.map { [$0] }) }

    /// Combine's `Result.Publisher.min(by:)`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// Combine's `Result.Publisher.max(by:)`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    /// Combine's `Result.Publisher.tryMin(by:)`, applied at once: returns `Result<Output, any Error>.Publisher`.
    public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(areInIncreasingOrder)
    }

    /// Combine's `Result.Publisher.tryMax(by:)`, applied at once: returns `Result<Output, any Error>.Publisher`.
    public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(areInIncreasingOrder)
    }

    /// Combine's `Result.Publisher.count()`, applied at once: returns `Result<Int, Failure>.Publisher`.
    public func count() -> Result<Int, Failure>.Publisher { .init(result.map { _ in 1 }) }
    /// Combine's `Result.Publisher.first()`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func first() -> Result<Output, Failure>.Publisher { self }
    /// Combine's `Result.Publisher.last()`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func last() -> Result<Output, Failure>.Publisher { self }
    /// Combine's `Result.Publisher.ignoreOutput()`, applied at once: returns `Empty<Output, Failure>`.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    /// Combine's `Result.Publisher.map(_:)`, applied at once: returns `Result<T, Failure>.Publisher`.
    public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher { .init(result.map(transform)) }
    /// Combine's `Result.Publisher.tryMap(_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher { attempt(transform) }

    /// Combine's `Result.Publisher.mapError(_:)`, applied at once: returns `Result<Output, E>.Publisher`.
    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
        .init(result.mapError(transform))
    }

    /// Combine's `Result.Publisher.removeDuplicates(by:)`, applied at once: returns `Result<Output,
    /// Failure>.Publisher`.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    /// Combine's `Result.Publisher.tryRemoveDuplicates(by:)`, applied at once: returns `Result<Output, any
    /// Error>.Publisher`.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
        -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(predicate)
    }

    /// Combine's `Result.Publisher.replaceError(with:)`, applied at once: returns `Result<Output, Never>.Publisher`.
    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        .init((try? result.get()) ?? output)
    }

    /// Combine's `Result.Publisher.replaceEmpty(with:)`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }
    /// Combine's `Result.Publisher.retry(_:)`, applied at once: returns `Result<Output, Failure>.Publisher`.
    public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

    /// Combine's `Result.Publisher.reduce(_:_:)`, applied at once: returns `Result<T, Failure>.Publisher`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// Combine's `Result.Publisher.tryReduce(_:_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        attempt { try nextPartialResult(initialResult, $0) }
    }

    /// Combine's `Result.Publisher.scan(_:_:)`, applied at once: returns `Result<T, Failure>.Publisher`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// Combine's `Result.Publisher.tryScan(_:_:)`, applied at once: returns `Result<T, any Error>.Publisher`.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        attempt { try nextPartialResult(initialResult, $0) }
    }

    /// The success transformed by a throwing closure; the failure, or what the closure threw, otherwise.
    private func attempt<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        .init(Result<T, any Error> { try transform(result.get()) })
    }

    /// The success, once `check(value, value)` has not thrown.
    private func attemptAgainstItself<R>(_ check: (Output, Output) throws -> R) -> Result<Output, any Error>.Publisher {
        attempt { value in
            _ = try check(value, value)
            return value
        }
    }
}

extension Result.Publisher where Failure == Never {
    /// Combine's `Result.Publisher.setFailureType(to:)`, applied at once: returns `Result<Output, E>.Publisher`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        .init(result.get())
    }
}
