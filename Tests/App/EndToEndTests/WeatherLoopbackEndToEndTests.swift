import Testing

/// tern's Weather section against the loopback fixture server (real HTTP on 127.0.0.1, the real
/// API samples) through the base-URL flags: OpenWeatherMap, Open-Meteo, and offline data. The server
/// runs out of process (`FixtureServerProcess`), so it answers while other suites hold this process's threads.
@Suite(.serialized) struct WeatherLoopbackEndToEndTests {
    /// The API-sample routes, except that OpenWeatherMap answers 401 unless the request carries
    /// `appid=e2e-key`: a forecast on screen proves tern sent the key.
    private static let routesRequiringTheKey = #"""
        {"routes": [
          {"path": "/data/2.5/forecast", "query": {"q": "Nowhere"}, "file": "owm-error-404.json", "status": 404},
          {"path": "/data/2.5/weather", "query": {"q": "Nowhere"}, "file": "owm-error-404.json", "status": 404},
          {"path": "/data/2.5/forecast", "query": {"appid": "e2e-key"}, "file": "owm-forecast-london.json"},
          {"path": "/data/2.5/weather", "query": {"appid": "e2e-key"}, "file": "owm-current.json"},
          {"path": "/data/2.5/forecast", "file": "owm-error-401.json", "status": 401},
          {"path": "/data/2.5/weather", "file": "owm-error-401.json", "status": 401}
        ]}
        """#

    @Test func openWeatherMapThroughTheBaseURLFlag() throws {
        let server = try FixtureServerProcess(routes: Self.routesRequiringTheKey)
        let session = try TmuxSession(
            arguments: [
                "weather", "London", "--weather-provider", "openweathermap", "--openweathermap-url",
                server.baseURL.absoluteString, "--detail",
            ],
            width: 120, height: 40, environment: TernEnvironment.isolated(["OPENWEATHER_API_KEY": "e2e-key"]))
        let screen = try session.waitFor("London, ")
        #expect(screen.contains("OpenWeatherMap"))
        try session.waitFor("Temperature (°C)")
        try session.send("/")
        try session.send("C-u")
        try session.send("-l", "Nowhere")
        // Typing only picks among the bundled cities (decision 2200); Enter asks the provider.
        try session.waitFor("No city in tern's list is called “Nowhere”")
        try session.send("Enter")
        try session.waitFor("No city called “Nowhere”")
        server.stop()
    }

    @Test func openMeteoThroughTheBaseURLFlags() throws {
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        let session = try TmuxSession(
            arguments: server.openMeteoArguments(city: "Paris") + ["--more"], width: 100, height: 40,
            environment: TernEnvironment.isolated())
        let screen = try session.waitFor("Esc/m/i close ─")
        #expect(screen.contains("Open-Meteo"))
        #expect(screen.contains("More info — Paris"))
        server.stop()
    }

    @Test func whenTheServerGoesAwayReloadShowsTheCachedForecastAsOffline() throws {
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        let session = try TmuxSession(
            arguments: [
                "weather", "London", "--weather-provider", "openweathermap", "--openweathermap-url",
                server.baseURL.absoluteString,
            ],
            width: 120, height: 30, environment: TernEnvironment.isolated(["OPENWEATHER_API_KEY": "e2e-key"]))
        try session.waitFor("London, ")
        server.stop()
        try session.send("r")
        let screen = try session.waitFor("offline — data from")
        #expect(screen.contains("London, "))
    }
}
