import Testing

/// tern's Weather section in a real terminal (tmux) on the bundled sample data: reach it with Tab,
/// search, browse, open the detail and the more-info sheet, switch units.
@Suite(.serialized) struct WeatherEndToEndTests {
    @Test func deepLinkOpensTheCityWithItsDetail() throws {
        let session = try TmuxSession(
            arguments: ["weather", "Paris", "--weather-provider", "sample", "--detail"], width: 120, height: 40,
            environment: TernEnvironment.isolated())
        let screen = try session.waitFor("Temperature (°C) in the next 24 hours")
        #expect(screen.contains("Paris, Île-de-France, France"))
        #expect(screen.contains("sample data"))
        #expect(screen.contains("Today ·"))
    }

    @Test func deepLinkMoreOpensTheSheet() throws {
        let session = try TmuxSession(
            arguments: ["weather", "東京", "--weather-provider", "sample", "--more"],
            environment: TernEnvironment.isolated())
        let screen = try session.waitFor("Esc/m/i close ─")
        #expect(screen.contains("More info — Tokyo (東京)"))  // typed by its local name, named as the sample names it
        #expect(screen.contains("Pressure"))
        try session.send("Escape")
        try session.waitForAbsence(of: "Esc/m/i close ─")
    }

    @Test func searchBrowseDetailSheetAndUnits() throws {
        let session = try TmuxSession(
            arguments: ["weather", "--weather-provider", "sample"], width: 80, height: 24,
            environment: TernEnvironment.isolated())
        try session.waitFor("Weather")
        try session.send("/")
        try session.send("C-u")  // whatever the field holds (a default city, say)
        try session.send("-l", "zurich")
        try session.waitFor("Zürich, ")  // the header, once the forecast is there
        try session.send("Escape")
        try session.waitFor("/ search")
        // Tomorrow: the sample's 48 hours cover all of it whatever the hour (the day after has none
        // left in the hour after the city's midnight).
        try session.send("Down", "Enter")
        try session.waitFor("by hour, city time")
        try session.send("m")
        try session.waitFor("Esc/m/i close ─")
        try session.send("u")
        try session.waitFor("°F")
        try session.send("Escape")
        try session.waitForAbsence(of: "Esc/m/i close ─")
        try session.send("Escape")
        try session.waitForAbsence(of: "by hour, city time")
        try session.send("/")
        try session.send("C-u")
        try session.send("-l", "qq")
        try session.waitFor("Search: qq")  // q typed into the field, tern still running
        try session.waitFor("“qq” is not in the sample data")
        try session.send("Escape")
        try session.waitFor("/ search")  // out of the field (sent apart, so Esc q is not read as Alt-q)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func tabReachesWeatherFromTheFirstSection() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("Tab")
        try session.waitFor(TmuxSession.weatherSectionTitle)
        try session.send("s")
        try session.send("C-u")
        try session.send("-l", "São")
        try session.waitFor("São Paulo, ")
    }

    @Test func aCityOutsideTheSampleIsSaidPlainly() throws {
        let session = try TmuxSession(
            arguments: ["weather", "Atlantis", "--weather-provider", "sample"], environment: TernEnvironment.isolated())
        try session.waitFor("“Atlantis” is not in the sample data")
        try session.waitFor("--weather-provider open-meteo searches every city")
    }
}
