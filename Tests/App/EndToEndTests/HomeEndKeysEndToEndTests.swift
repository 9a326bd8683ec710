import Testing

/// Home and End as tmux sends them (`ESC [ 1 ~`, `ESC [ 4 ~`) whatever `TERM` tern is given: with
/// `xterm-256color`, whose terminfo lists `ESC O H` / `ESC O F`, ncurses reports them as Find and
/// Select or passes them on, and tern must still read Home and End.
@Suite struct HomeEndKeysEndToEndTests {
    @Test(arguments: ["xterm-256color", "tmux-256color", "screen"])
    func endAndHomeCrossTheList(term: String) throws {
        let session = try TmuxSession.onSampleData(environment: ["TERM": term])
        try session.waitFor("1/107")
        try session.send("End")
        try session.waitFor("107/107")
        try session.send("Home")
        try session.waitFor("1/107")
        try session.send("-H", "1b", "5b", "38", "7e")  // rxvt's End, ESC [ 8 ~
        try session.waitFor("107/107")
    }
}
