// Combine's specialisations of the operators on `Result.Publisher`: each answer is another result,
// known at once (`Empty` for `ignoreOutput`). The `try` forms call their closure with the value (against
// itself, for the comparing ones), so a throw becomes the failure.

extension Result.Publisher where Output: Equatable {
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher { .init(result.map { $0 == output }) }
    public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
    public func min() -> Result<Output, Failure>.Publisher { self }
    public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        attempt(predicate)
    }

    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        attempt(predicate)
    }

    public func collect() -> Result<[Output], Failure>.Publisher { .init(result.map { [$0] }) }

    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(areInIncreasingOrder)
    }

    public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(areInIncreasingOrder)
    }

    public func count() -> Result<Int, Failure>.Publisher { .init(result.map { _ in 1 }) }
    public func first() -> Result<Output, Failure>.Publisher { self }
    public func last() -> Result<Output, Failure>.Publisher { self }
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher { .init(result.map(transform)) }
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher { attempt(transform) }

    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
        .init(result.mapError(transform))
    }

    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
        -> Result<Output, any Error>.Publisher
    {
        attemptAgainstItself(predicate)
    }

    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        .init((try? result.get()) ?? output)
    }

    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }
    public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, any Error>.Publisher
    {
        attempt { try nextPartialResult(initialResult, $0) }
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

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
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        .init(result.get())
    }
}
