/// Steps that bring tern's Users list into a known state before a measurement.
extension PtySession {
    /// Waits for the first frame to be drawn and the output to settle.
    func waitForFirstFrame() throws(BenchError) {
        guard waitForSettledOutput(quietMilliseconds: 200, timeoutMilliseconds: 15_000) != nil else {
            throw BenchError("no first frame within 15 s")
        }
    }

    /// Makes tern load every page of its `count` users: the list loads the pages around the
    /// selection, so this walks it to the end a screen at a time (PgDn, 22 rows at 80×24, each
    /// answered in its own frame), then goes back to the top (Home). The filter no longer loads
    /// pages on the sample data: it searches the whole list at once (decision 1900).
    func loadAllUsers(count: Int) throws(BenchError) {
        for _ in 0...(count / 22) {
            guard press(Keys.pageDown, quietMilliseconds: 3).latencyNanoseconds != nil else {
                throw BenchError("tern did not answer PgDn while loading every page")
            }
        }
        press(Keys.home, quietMilliseconds: 200)
    }
}
