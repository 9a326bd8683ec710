import Browser
import Widgets

/// A small item type for the browser's tests: the planets, with made-up order and true facts.
struct Planet: Equatable, Sendable {
    var name: String
    var moons: Int

    static let all = [
        Planet(name: "Mercury", moons: 0), Planet(name: "Venus", moons: 0), Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2), Planet(name: "Jupiter", moons: 95), Planet(name: "Saturn", moons: 146),
        Planet(name: "Uranus", moons: 28), Planet(name: "Neptune", moons: 16),
    ]

    static let content = BrowserContent<Planet>(
        title: "Planets", noun: ("planet", "planets"),
        row: { ListRow($0.name, secondary: "\($0.moons) moons") },
        detail: { DetailPane(heading: $0.name, rows: [.field("moons", "\($0.moons)")]) },
        more: { (title: "About \($0.name)", rows: [.text("\($0.name) has \($0.moons) known moons.")]) },
        matches: { $0.name.localizedLowercase.contains($1.localizedLowercase) })
}
