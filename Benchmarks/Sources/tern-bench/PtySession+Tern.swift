/// Steps that bring tern's Users list into a known state before a measurement.
extension PtySession {
    /// Waits for the first frame to be drawn and the output to settle.
    func waitForFirstFrame() throws(BenchError) {
        guard waitForSettledOutput(quietMilliseconds: 200, timeoutMilliseconds: 15_000) != nil else {
            throw BenchError("no first frame within 15 s")
        }
    }

    /// Makes tern load every page of its users: the list loads 50 at a time as the selection nears
    /// the end, and a filter that matches nobody keeps loading until it has searched them all. Then
    /// clears the filter (Esc) and goes back to the top (Home), so the list holds all users.
    func loadAllUsers() throws(BenchError) {
        press(Keys.text("/"))
        write(Keys.text("qqqq"))
        guard waitForSettledOutput(quietMilliseconds: 500, timeoutMilliseconds: 60_000) != nil else {
            throw BenchError("tern did not answer the filter")
        }
        press(Keys.escape, quietMilliseconds: 200)
        press(Keys.home, quietMilliseconds: 200)
    }
}
