import Domain
import DomainText
import FeatureKit

/// Loads what a `Report` asks for through the live services (the same providers, offline cache
/// and errors as the full-screen app) and renders it as the text a script reads.
struct ReportRunner {
    let services: LiveServices
    /// The city a forecast is for when the command names none.
    let defaultCity: String
    let units: Units
    /// How a table writes weekdays and decimals (the user's locale); JSON ignores it.
    let locale: TextLocale

    /// The page size asked for while listing users: the Users screen's (DummyAPI's maximum), so
    /// both make the same requests and share their offline-cache entries.
    static let pageLimit = 50

    /// The text to print for `report`, or why it cannot be printed. `colored`: ANSI styles in tables.
    func output(for report: Report, colored: Bool) async -> Result<String, ReportFailure> {
        do throws(ReportFailure) {
            switch report {
            case .forecast(let city, .table):
                return .success(ForecastTable(colored: colored, locale: locale).render(try await forecast(for: city)))
            case .forecast(let city, .json):
                return .success(ReportJSON.forecast(try await forecast(for: city)))
            case .users(let limit):
                return .success(try await usersJSON(limit: limit))
            case .section(let name, let format, let limit):
                let report = try await section(name, limit: limit)
                return .success(
                    format == .json ? ReportJSON.section(report) : SectionTable(colored: colored).render(report))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The forecast for `city`; a provider that cannot be reached is one line naming the way to the
    /// bundled sample (a missing key's line names it already).
    private func forecast(for city: String?) async throws(ReportFailure) -> Fetched<Forecast> {
        do {
            return try await services.weather.loadForecast(.city(city ?? defaultCity), units: units)
        } catch {
            switch error {
            case .unreachable, .timeout, .transport(.unreadableCache):
                throw ReportFailure(message: error.userMessage + ", or use --weather-provider sample")
            default:
                throw ReportFailure(message: error.userMessage)
            }
        }
    }

    /// The report of the contributed section called `name`.
    private func section(_ name: String, limit: Int) async throws(ReportFailure) -> SectionReport {
        guard let feature = services.sections.first(where: { type(of: $0).options.name == name }) else {
            throw ReportFailure(message: "no section called \(name)")
        }
        do {
            return try await feature.report(limit: limit)
        } catch {
            throw ReportFailure(message: error.message)
        }
    }

    /// Pages through the users until `limit` are loaded or the provider has no more.
    private func usersJSON(limit: Int) async throws(ReportFailure) -> String {
        var users: [User] = []
        var total: Int?
        var isCached = false
        do {
            for page in 0... {
                let fetched = try await services.users.loadPage(page, limit: Self.pageLimit)
                users += fetched.value.users
                total = fetched.value.total ?? total
                isCached = isCached || fetched.freshness.isCached
                guard fetched.value.hasMore, users.count < limit else { break }
            }
        } catch {
            throw ReportFailure(message: error.userMessage)
        }
        return ReportJSON.users(
            Array(users.prefix(limit)), total: total, isCached: isCached, source: services.users.sourceName)
    }
}
