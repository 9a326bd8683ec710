import FoundationEssentials

/// One value of a `--json` document as `JSONEncoder` writes it: what `ReportJSON` builds its
/// `[String: Any]` documents of (strings, integers, numbers, booleans, `ReportJSONValue.null`, arrays
/// and dictionaries of them).
enum ReportJSONValue: Encodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case array([ReportJSONValue])
    case object([String: ReportJSONValue])

    /// The value `any` stands for; anything else is a programming error.
    init(_ any: Any) {
        switch any {
        case let value as ReportJSONValue: self = value
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(value)
        case let value as Double: self = .number(value)
        case let value as String: self = .text(value)
        case let value as [Any]: self = .array(value.map(ReportJSONValue.init))
        case let value as [String: Any]: self = .object(value.mapValues(ReportJSONValue.init))
        default: preconditionFailure("ReportJSON builds only JSON-compatible values, not \(type(of: any))")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}
