import Foundation
import ListDetail
import Widgets

extension Country {
    /// How the list shows countries: a row, a detail, a "more info" sheet.
    static var slots: ListDetailSlots<Country, Country> {
        ListDetailSlots(
            title: "Countries", noun: "country",
            row: { ListRow($0.name.common, secondary: $0.region) },
            itemTitle: { $0.name.common },
            detail: { country, _ in
                DetailPane(
                    heading: country.name.official,
                    rows: [
                        .field("capital", list(country.capital)),
                        .field(
                            "region", [country.region, country.subregion].compactMap { $0 }.joined(separator: " · ")),
                        .field("population", country.population.map(grouped) ?? "—"),
                        .field("area", country.area.map { "\(grouped(Int($0))) km²" } ?? "—"),
                        .field("languages", list(country.languages.map { $0.values.sorted() })),
                        .field("currencies", list(country.currencies?.sorted { $0.key < $1.key }.map(currency))),
                    ])
            },
            sheet: { country, _ in
                let position = country.latlng.map { $0.map { String(format: "%.2f", $0) }.joined(separator: ", ") }
                return (
                    "More about \(country.name.common)",
                    [
                        .field("codes", [country.cca2, country.cca3].compactMap { $0 }.joined(separator: " · ")),
                        .field("time zones", list(country.timezones)),
                        .field("lat, lng", position ?? "—"),
                        .field("landlocked", country.landlocked.map { $0 ? "yes" : "no" } ?? "—"),
                    ]
                )
            },
            filterPlaceholder: "filter by name, code, region or capital")
    }

    /// What the filter searches of `country`: its names, codes, region and capitals.
    @Sendable static func searchTexts(_ country: Country) -> [String] {
        [country.name.common, country.name.official, country.cca2, country.cca3 ?? "", country.region ?? ""]
            + (country.capital ?? [])
    }

    private static func list(_ values: [String]?) -> String { values?.joined(separator: ", ") ?? "—" }

    private static func grouped(_ value: Int) -> String { value.formatted(.number.locale(Locale(identifier: "en"))) }

    private static func currency(_ entry: (key: String, value: Currency)) -> String {
        "\(entry.value.name) (\(entry.key)\(entry.value.symbol.map { " \($0)" } ?? ""))"
    }
}
