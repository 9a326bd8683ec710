import ArgumentParser

/// The keys `--fields a,b.c` keeps in every record (gh's `--json name,email`): a key keeps its whole
/// value, a dotted path one key inside an object, or inside each element of an array
/// (`days.max_temperature`). An object's other keys go; a `null` where an object could be stays `null`.
struct ReportFields: Equatable, Sendable {
    /// Each field's path: `["location", "city"]`.
    let paths: [[String]]

    /// The fields listed in `list`, each one of `valid`; anything else is a usage error that lists the
    /// valid ones.
    init(_ list: String, valid: [String]) throws(ValidationError) {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        if let unknown = names.first(where: { !valid.contains($0) }) {
            let typed = unknown.isEmpty ? "an empty field" : "unknown field \"\(unknown)\""
            throw ValidationError("--fields has \(typed); the fields are \(valid.joined(separator: ", ")).")
        }
        paths = names.map { $0.split(separator: ".").map(String.init) }
    }

    /// `value` with only the fields, and `kept` keys of its own besides (a document's envelope).
    func select(_ value: ReportJSONValue, keeping kept: [String] = []) -> ReportJSONValue {
        Self.select(value, paths: paths + kept.map { [$0] })
    }

    private static func select(_ value: ReportJSONValue, paths: [[String]]) -> ReportJSONValue {
        switch value {
        case .object(let members):
            var selected: [String: ReportJSONValue] = [:]
            for (key, member) in members {
                let inner = paths.filter { $0.first == key }.map { Array($0.dropFirst()) }
                guard !inner.isEmpty else { continue }
                selected[key] = inner.contains { $0.isEmpty } ? member : select(member, paths: inner)
            }
            return .object(selected)
        case .array(let elements):
            return .array(elements.map { select($0, paths: paths) })
        default:
            return value
        }
    }
}
