import Domain
import Foundation
import Testing

/// A scripted `WeatherService`: answers only what a test set up (anything else fails the test),
/// records every call, and can hold a search until it is released or cancelled.
///
/// Thread-safe (a lock guards everything): the view model calls it from `Future` tasks.
final class FakeWeatherService: WeatherService, @unchecked Sendable {
    let sourceName = "fake"
    private let lock = NSLock()
    private var places: [String: [Location]] = [:]
    private var forecasts: [String: Result<Fetched<Forecast>, WeatherError>] = [:]
    private var findErrors: [String: WeatherError] = [:]
    private var held: Set<String> = []
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    private var recordedCalls: [String] = []
    private var recordedCancellations: [String] = []

    /// `findCity(query)` answers `locations`.
    func places(_ query: String, _ locations: [Location]) {
        lock.withLock { places[query] = locations }
    }

    /// `findCity(query)` throws `error`.
    func findFails(_ query: String, _ error: WeatherError) {
        lock.withLock { findErrors[query] = error }
    }

    /// `loadForecast` for the place called `name` answers `result`.
    func forecast(_ name: String, _ result: Result<Fetched<Forecast>, WeatherError>) {
        lock.withLock { forecasts[name] = result }
    }

    /// `findCity(query)` waits until `release(query)` or until its task is cancelled.
    func hold(_ query: String) {
        lock.withLock { _ = held.insert(query) }
    }

    func release(_ query: String) {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            held.remove(query)
            return waiting.removeValue(forKey: query)
        }
        continuation?.resume()
    }

    var calls: [String] { lock.withLock { recordedCalls } }
    var cancellations: [String] { lock.withLock { recordedCancellations } }

    func findCity(_ query: String) async throws(WeatherError) -> [Location] {
        lock.withLock { recordedCalls.append("find \(query)") }
        if lock.withLock({ held.contains(query) }) {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let resumeNow = lock.withLock { () -> Bool in
                        guard held.contains(query), !Task.isCancelled else { return true }
                        waiting[query] = continuation
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            } onCancel: {
                let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
                    recordedCancellations.append(query)
                    return waiting.removeValue(forKey: query)
                }
                continuation?.resume()
            }
        }
        if Task.isCancelled { throw .cancelled }
        let (found, error) = lock.withLock { (places[query], findErrors[query]) }
        if let error { throw error }
        guard let found else {
            Issue.record("unexpected findCity(\(query))")
            return []
        }
        return found
    }

    func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast> {
        let name: String
        switch query {
        case .city(let city): name = city
        case .location(let location): name = location.name
        }
        lock.withLock { recordedCalls.append("forecast \(name) \(units)") }
        guard let result = lock.withLock({ forecasts[name] }) else {
            Issue.record("unexpected loadForecast(\(name))")
            throw .cityNotFound(name)
        }
        return try result.get()
    }

    func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<CurrentConditions> {
        Issue.record("unexpected loadCurrent")
        throw .cancelled
    }
}
