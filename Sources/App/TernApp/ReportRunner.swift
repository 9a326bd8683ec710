import Domain
import DomainText
import FeatureKit

/// Loads what a `Report` asks for through the live services (the same providers, offline cache
/// and errors as the full-screen app) and writes it as the text a script reads: the users page by
/// page as they load (`--json`, `--jsonl`, `--format`), so memory stays flat and the first line is
/// out before the last page is asked for; a forecast and a section's items at once.
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

    /// Writes `report` through `write`, piece by piece. Throws a `ReportFailure` when the data cannot
    /// be loaded (possibly after some was written) and passes on what `write` throws.
    /// `colored`: ANSI styles in tables.
    func run(_ report: Report, colored: Bool, write: (String) throws -> Void) async throws {
        switch report.subject {
        case .forecast(let city):
            let fetched = try await forecast(for: city)
            try write(forecastText(fetched, report, colored: colored))
        case .users(let limit):
            try await writeUsers(limit: limit, report, colored: colored, write: write)
        case .section(let name, let limit):
            let (section, codes) = try await section(name, limit: limit)
            try write(sectionText(section, codes: codes, report, colored: colored))
        }
    }

    private func forecastText(_ fetched: Fetched<Forecast>, _ report: Report, colored: Bool) -> String {
        var document = ReportJSON.forecast(fetched)
        if let fields = report.fields {
            document = fields.select(document, keeping: ReportJSON.envelopeKeys)
        }
        switch report.format {
        case .table: return ForecastTable(colored: colored, locale: locale).render(fetched)
        case .json: return document.pretty() + "\n"
        case .jsonLines: return document.compact + "\n"
        case .template(let template): return template.line { ForecastLine.text($0, of: fetched.value) }
        }
    }

    private func sectionText(
        _ section: SectionReport, codes: [ReportCode], _ report: Report, colored: Bool
    ) -> String {
        let items = section.items.map { item in
            let value = ReportJSON.item(item)
            return report.fields?.select(value) ?? value
        }
        switch report.format {
        case .table:
            return SectionTable(colored: colored).render(
                columns: section.columns, rows: section.rows, rightAligned: section.rightAligned)
        case .json:
            let stream = ReportJSONStream(envelope: ReportJSON.sectionEnvelope(section), arrayKey: section.key)
            return stream.head + items.enumerated().map { stream.element($1, isFirst: $0 == 0) }.joined()
                + stream.tail(count: items.count)
        case .jsonLines:
            return items.map { $0.compact + "\n" }.joined()
        case .template(let template):
            return items.map { item in template.line { Self.text(of: $0, in: item, codes: codes) } }.joined()
        }
    }

    /// The text of `%letter` for a record whose codes name its JSON keys.
    private static func text(of letter: Character, in item: ReportJSONValue, codes: [ReportCode]) -> String {
        codes.first { $0.letter == letter }.map { item.plainText(at: $0.field) } ?? "–"
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

    /// The report of the contributed section called `name`, and its `--format` codes.
    private func section(_ name: String, limit: Int) async throws(ReportFailure) -> (SectionReport, [ReportCode]) {
        guard let feature = services.sections.first(where: { type(of: $0).options.name == name }) else {
            throw ReportFailure(message: "no section called \(name)")
        }
        do {
            return (try await feature.report(limit: limit), type(of: feature).reportCodes)
        } catch {
            throw ReportFailure(message: error.message)
        }
    }

    /// Pages through the users until `limit` are written or the provider has no more, writing each
    /// page's records as it comes; a table waits for the last row, to align its columns. A page that
    /// comes from the offline cache after one from the network ends the run: the list would mix
    /// answers of different times under one `cached`.
    private func writeUsers(limit: Int, _ report: Report, colored: Bool, write: (String) throws -> Void)
        async throws
    {
        var count = 0
        var stream: ReportJSONStream?
        var rows: [[String]] = []
        var firstIsCached: Bool?
        for page in 0... {
            let fetched: Fetched<UserPage>
            do {
                fetched = try await services.users.loadPage(page, limit: Self.pageLimit)
            } catch {
                throw ReportFailure(message: error.userMessage)
            }
            let isCached = fetched.freshness.isCached
            var text = ""
            if firstIsCached == nil {
                firstIsCached = isCached
                var envelope = ReportJSON.envelope(source: services.users.sourceName, isCached: isCached)
                envelope["total"] = fetched.value.total.map(ReportJSONValue.integer) ?? .null
                let made = ReportJSONStream(envelope: envelope, arrayKey: "users")
                stream = made
                if report.format == .json { text = made.head }
            } else if isCached && firstIsCached == false {
                throw ReportFailure(
                    message: "the network failed after \(count) users; the rest would be older offline copies")
            }
            for user in fetched.value.users.prefix(limit - count) {
                switch report.format {
                case .table:
                    rows.append(UsersReport.row(user))
                case .json:
                    text += stream?.element(record(user, report), isFirst: count == 0) ?? ""
                case .jsonLines:
                    text += record(user, report).compact + "\n"
                case .template(let template):
                    let item = ReportJSON.user(user)
                    text += template.line { Self.text(of: $0, in: item, codes: UsersReport.codes) }
                }
                count += 1
            }
            if !text.isEmpty { try write(text) }
            guard fetched.value.hasMore, count < limit else { break }
        }
        switch report.format {
        case .table:
            try write(SectionTable(colored: colored).render(columns: UsersReport.columns, rows: rows))
        case .json:
            try write(stream?.tail(count: count) ?? "")
        default:
            break
        }
    }

    private func record(_ user: User, _ report: Report) -> ReportJSONValue {
        let value = ReportJSON.user(user)
        return report.fields?.select(value) ?? value
    }
}
