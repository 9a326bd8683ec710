/// One value's answer to a predicate in the search operators (`contains`, `first`, `last`): a match or
/// not, or the error a `try` predicate threw.
internal enum MatchAnswer<Failure: Error> {
    case found(Bool)
    case error(Failure)
}

extension MatchAnswer where Failure == any Error {
    /// What a throwing predicate says about `input`: its verdict, or the error it threw.
    static func asking<Input>(_ predicate: (Input) throws -> Bool, about input: Input) -> MatchAnswer {
        do { return .found(try predicate(input)) } catch { return .error(error) }
    }
}

/// The reduce-like subscriber of the search operators (`contains`, `first(where:)`, `last(where:)`, …):
/// asks `test` about each value and lets `record` fold a match into the result; the first match ends the
/// search when `finishOnMatch`.
internal func matchingInner<Input, UpstreamFailure: Error, S: Subscriber>(
    _ name: String, _ subscriber: S, initial: S.Input?, finishOnMatch: Bool,
    mapFailure: @escaping (UpstreamFailure) -> S.Failure, record: @escaping (inout S.Input?, Input) -> Void,
    test: @escaping (Input) -> MatchAnswer<S.Failure>
) -> ReducingInner<Input, UpstreamFailure, S> {
    ReducingInner(name, downstream: subscriber, initial: initial, mapFailure: mapFailure) { result, value in
        switch test(value) {
        case .found(false): return .more
        case .found(true):
            record(&result, value)
            return finishOnMatch ? .finish : .more
        case .error(let error): return .fail(error)
        }
    }
}

/// A match becomes the result (`first`, `last`).
internal func keepValue<Value>(_ result: inout Value?, _ value: Value) { result = value }

/// A match makes the result true (`contains`).
internal func markFound<Value>(_ result: inout Bool?, _ value: Value) { result = true }
