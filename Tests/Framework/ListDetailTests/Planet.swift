import ListDetail
import ViewModelCore
import Widgets

/// A small item type for the component's tests: the planets, in the sun's order, with true facts.
struct Planet: Equatable, Sendable {
    var name: String
    var moons: Int

    static let all = [
        Planet(name: "Mercury", moons: 0), Planet(name: "Venus", moons: 0), Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2), Planet(name: "Jupiter", moons: 95), Planet(name: "Saturn", moons: 146),
        Planet(name: "Uranus", moons: 28), Planet(name: "Neptune", moons: 16),
    ]

    @Sendable static func matches(_ planet: Planet, _ text: String) -> Bool {
        planet.name.localizedLowercase.contains(text.localizedLowercase)
    }

    /// Slots whose detail shows the detail hook's answer (a line about the moons) once it came.
    static var slots: ListDetailSlots<Planet, String> {
        ListDetailSlots(
            title: "Planets", noun: "planet",
            row: { ListRow($0.name, secondary: "\($0.moons) moons") },
            itemTitle: { $0.name },
            detail: { planet, detail in
                DetailPane(
                    heading: planet.name, rows: [.field("moons", "\(planet.moons)"), .text(detail.value ?? "…")])
            },
            sheet: { planet, _ in
                (title: "About \(planet.name)", rows: [.text("\(planet.name) has \(planet.moons) known moons.")])
            },
            sheetSize: (width: 40, bodyHeight: 2),
            loadingText: "Loading planets…", emptyText: "No planets", filterPlaceholder: "filter by name",
            copies: [
                ListDetailCopy(key: .character("y"), action: "copy_name", name: "name") { planet, _ in planet.name }
            ])
    }
}
