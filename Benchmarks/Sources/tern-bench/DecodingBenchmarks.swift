import Domain
import Foundation
import Networking
import Services

/// Row 6: a recorded 40-entry OpenWeatherMap forecast decoded and grouped into days, in process
/// through `OpenWeatherMapService.loadForecast` with the HTTP client answering from memory. The
/// service also decodes the current conditions it asks for alongside; both count.
@MainActor
enum DecodingBenchmarks {
    static let iterations = 300

    /// Answers `/forecast` and `/weather` with recorded bodies; no network.
    struct RecordedClient: HTTPClient {
        let forecast: Data
        let current: Data

        func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
            HTTPResponse(status: 200, body: endpoint.path.hasSuffix("/forecast") ? forecast : current)
        }
    }

    static func run() async {
        do {
            let client = RecordedClient(
                forecast: try BenchSetup.apiSample("owm-forecast-london.json"),
                current: try BenchSetup.apiSample("owm-current.json"))
            let service = OpenWeatherMapService(client: client, apiKey: "bench")
            var days = 0
            var milliseconds: [Double] = []
            for _ in 0..<(iterations + 20) {
                let start = MonotonicClock.now()
                let forecast = try await service.loadForecast(.city("London"), units: .metric)
                milliseconds.append(Double(MonotonicClock.now() - start) / 1e6)
                days = forecast.value.days.count
            }
            milliseconds.removeFirst(20)
            report(milliseconds: milliseconds, days: days)
        } catch {
            BenchReport.failed("Decoding: OpenWeatherMap forecast", error)
        }
    }

    private static func report(milliseconds: [Double], days: Int) {
        var table = Table(
            title: "Decoding: 40-entry OpenWeatherMap forecast → \(days) days (\(iterations) runs)",
            columns: ["measure", "time", "target", "verdict"])
        let target = Target(atMost: 1, "≤ 1 ms")
        for (name, value) in [
            ("median", percentile(milliseconds, 0.5)), ("best", milliseconds.min() ?? 0),
            ("p99", percentile(milliseconds, 0.99)),
        ] {
            table.add([
                name, value.formatted(3) + " ms", name == "median" ? target.text : "-",
                name == "median" ? target.verdict(value) : "-",
            ])
        }
        BenchReport.add(table)
    }
}
