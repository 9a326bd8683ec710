/// The provider names shown in titles and status bars, in one place so screens and tests agree.
enum SourceNames {
    static let dummyAPI = "DummyAPI"
    public static let openWeatherMap = "OpenWeatherMap"
    public static let openMeteo = "Open-Meteo"
    public static let sample = "sample data"
}
