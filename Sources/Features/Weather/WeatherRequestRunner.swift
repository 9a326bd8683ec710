import Domain

/// Performs one `WeatherRequest` against a service and turns the outcome into the event that
/// reports it (tagged with the request's id).
///
/// A search finds places first and loads the first one's forecast, counting the other matches; a
/// city picked is loaded by its coordinates, with no search;
/// the place keeps the name, region and country the search found (a forecast by coordinates may
/// name the nearest weather station instead). Stateless.
enum WeatherRequestRunner {
    static func run(_ request: WeatherRequest, with service: any WeatherService) async -> WeatherEvent {
        do throws(WeatherError) {
            switch request.kind {
            case .search(let text):
                let places = try await service.findCity(text)
                guard let place = places.first else { throw .cityNotFound(text) }
                let fetched = try await service.loadForecast(.location(place), units: request.units)
                let report = WeatherReport(
                    forecast: named(fetched.value, like: place), freshness: fetched.freshness,
                    otherMatches: places.count - 1)
                return .loaded(requestID: request.id, report)
            case .place(let place):
                let fetched = try await service.loadForecast(.location(place.location), units: request.units)
                let report = WeatherReport(
                    forecast: named(fetched.value, like: place.location), freshness: fetched.freshness)
                return .loaded(requestID: request.id, report)
            case .reload(let location):
                let fetched = try await service.loadForecast(.location(location), units: request.units)
                let report = WeatherReport(forecast: named(fetched.value, like: location), freshness: fetched.freshness)
                return .loaded(requestID: request.id, report)
            }
        } catch {
            return .failed(requestID: request.id, Task.isCancelled ? .cancelled : error)
        }
    }

    /// `forecast` with its place named as `place` (coordinates and UTC offset stay the provider's).
    private static func named(_ forecast: Forecast, like place: Location) -> Forecast {
        var forecast = forecast
        forecast.location.takeNames(of: place)
        return forecast
    }
}
