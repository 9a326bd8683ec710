import Testing

/// tern starts where the person left off: the section, the last city and the units are kept in
/// `$XDG_STATE_HOME/tern` between runs, and the command line still wins.
@Suite(.serialized) struct RememberEndToEndTests {
    /// The bundled sample's weather, which has Reykjavík and Cairo.
    private static let sampleWeather = ["--weather-provider", "sample"]

    @Test func aNewRunOpensTheLastSectionCityAndUnits() throws {
        let environment = TernEnvironment.isolated()
        do {
            let first = try TmuxSession(arguments: Self.sampleWeather, environment: environment)
            try first.waitFor(TmuxSession.usersSectionTitle)
            try first.send("Tab")
            try first.waitFor(TmuxSession.weatherSectionTitle)
            try first.send("/")
            try first.send("C-u")
            try first.send("-l", "reykjavik")
            try first.waitFor("Reykjavík, ")
            try first.send("Escape")
            try first.waitFor("/ search")
            try first.send("u")
            try first.waitFor("°F")
            try first.send("q")
            #expect(try first.waitForExit() == 0)
        }

        let second = try TmuxSession(arguments: Self.sampleWeather, environment: environment)
        let screen = try second.waitFor("Reykjavík, ")
        #expect(screen.contains(TmuxSession.weatherSectionTitle))
        #expect(screen.contains("°F"))
        #expect(!screen.contains("°C"))
        try second.send("q")
        #expect(try second.waitForExit() == 0)

        let users = try TmuxSession(arguments: ["users"], environment: environment)
        try users.waitFor(TmuxSession.usersSectionTitle)
        try users.send("q")
        #expect(try users.waitForExit() == 0)

        let metric = try TmuxSession(
            arguments: ["weather", "Cairo", "--units", "metric"] + Self.sampleWeather, environment: environment)
        let cairo = try metric.waitFor("Cairo, ")
        #expect(cairo.contains("°C"))
        try metric.send("q")
        #expect(try metric.waitForExit() == 0)
    }
}
