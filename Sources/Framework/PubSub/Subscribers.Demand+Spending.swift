extension Subscribers.Demand {
    /// Counts one value an operator (`name`, for the message) passes to its subscriber against the
    /// demand it asked for; a value it did not ask for is a programming error and traps, as in Combine.
    mutating func spendOne(in name: String) {
        precondition(self > .none, "\(name) received a value its subscriber did not ask for")
        self -= 1
    }
}
