// Combine's specialisations of the operators on `Optional.Publisher`: each answer is another optional
// known at once (a `Just` for `replaceEmpty`, `Empty` for `ignoreOutput`). Where Combine's answers are
// surprising (`reduce` and `scan` of nil stay nil, `collect` of nil is `[]`), these give the same.

extension Optional.Publisher where Wrapped: Equatable {
    /// Combine's `Optional.Publisher.contains(_:)`, applied at once: returns `Optional<Bool>.Publisher`.
    public func contains(_ output: Output) -> Optional<Bool>.Publisher { .init(self.output.map { $0 == output }) }
    /// Combine's `Optional.Publisher.removeDuplicates()`, applied at once: returns `Optional<Wrapped>.Publisher`.
    public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
    /// Combine's `Optional.Publisher.min()`, applied at once: returns `Optional<Wrapped>.Publisher`.
    public func min() -> Optional<Wrapped>.Publisher { self }
    /// Combine's `Optional.Publisher.max()`, applied at once: returns `Optional<Wrapped>.Publisher`.
    public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
    /// Combine's `Optional.Publisher.allSatisfy(_:)`, applied at once: returns `Optional<Bool>.Publisher`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher { .init(output.map(predicate)) }
    /// Combine's `Optional.Publisher.collect()`, applied at once: returns `Optional<[Output]>.Publisher`.
    public func collect() -> Optional<[Output]>.Publisher { .init(output.map { [$0] } ?? []) }

    /// Combine's `Optional.Publisher.compactMap(_:)`, applied at once: returns `Optional<T>.Publisher`.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        .init(output.flatMap(transform))
    }

    /// Combine's `Optional.Publisher.min(by:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// Combine's `Optional.Publisher.max(by:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

    /// Combine's `Optional.Publisher.contains(where:)`, applied at once: returns `Optional<Bool>.Publisher`.
    public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher { .init(output.map(predicate)) }
    /// Combine's `Optional.Publisher.count()`, applied at once: returns `Optional<Int>.Publisher`.
    public func count() -> Optional<Int>.Publisher { .init(output.map { _ in 1 }) }

    /// Traps on a negative count, as Combine does.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "dropFirst: count must not be negative")
        return .init(count == 0 ? output : nil)
    }

    /// Combine's `Optional.Publisher.drop(while:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher { keep { !predicate($0) } }
    /// Combine's `Optional.Publisher.first()`, applied at once: returns `Optional<Output>.Publisher`.
    public func first() -> Optional<Output>.Publisher { self }
    /// Combine's `Optional.Publisher.first(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher { keep(predicate) }
    /// Combine's `Optional.Publisher.last()`, applied at once: returns `Optional<Output>.Publisher`.
    public func last() -> Optional<Output>.Publisher { self }
    /// Combine's `Optional.Publisher.last(where:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher { keep(predicate) }
    /// Combine's `Optional.Publisher.filter(_:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher { keep(isIncluded) }
    /// Combine's `Optional.Publisher.ignoreOutput()`, applied at once: returns `Empty<Output, Failure>`.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }
    /// Combine's `Optional.Publisher.map(_:)`, applied at once: returns `Optional<T>.Publisher`.
    public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher { .init(output.map(transform)) }

    /// Traps on a negative index, as Combine does.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "output(at:): index must not be negative")
        return .init(index == 0 ? output : nil)
    }

    /// The value for a non-empty range starting at 0; traps on a negative bound and (as Combine does) on
    /// an upper bound of `Int.max - 1` or more.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let range = range.relative(to: 0..<Int.max)
        precondition(range.lowerBound >= 0, "output(in:): the lower bound must not be negative")
        precondition(range.upperBound < .max - 1, "output(in:): the upper bound is out of range")
        return .init(range.lowerBound == 0 && range.upperBound != 0 ? output : nil)
    }

    /// Traps on a negative length, as Combine does.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "prefix: maxLength must not be negative")
        return .init(maxLength > 0 ? output : nil)
    }

    /// Combine's `Optional.Publisher.prefix(while:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher { keep(predicate) }

    /// Combine's `Optional.Publisher.reduce(_:_:)`, applied at once: returns `Optional<T>.Publisher`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// Combine's `Optional.Publisher.scan(_:_:)`, applied at once: returns `Optional<T>.Publisher`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// Combine's `Optional.Publisher.removeDuplicates(by:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// Combine's `Optional.Publisher.replaceError(with:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }
    /// Combine's `Optional.Publisher.replaceEmpty(with:)`, applied at once: returns `Just<Output>`.
    public func replaceEmpty(with output: Output) -> Just<Output> { Just(self.output ?? output) }
    /// Combine's `Optional.Publisher.retry(_:)`, applied at once: returns `Optional<Output>.Publisher`.
    public func retry(_ times: Int) -> Optional<Output>.Publisher { self }

    /// The value if `isKept` accepts it.
    private func keep(_ isKept: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { isKept($0) ? $0 : nil })
    }
}
