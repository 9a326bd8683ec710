/// Turns a `DecodingError` into the two parts of `NetworkError.undecodable`.
extension DecodingError {
    /// Where decoding failed, written like a key path: `list[3].main.temp`; empty for the top level.
    var codingPathDescription: String {
        var path = context.codingPath
        if case .keyNotFound(let key, _) = self {
            path.append(key)
        }
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// A short, secret-free reason such as "missing key" or "expected a number".
    var shortReason: String {
        switch self {
        case .keyNotFound:
            return "missing key"
        case .valueNotFound(let type, _):
            return "expected \(Self.describe(type)), found null"
        case .typeMismatch(let type, _):
            return "expected \(Self.describe(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "invalid value"
        @unknown default:
            return "cannot decode"
        }
    }

    private var context: Context {
        switch self {
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return Context(codingPath: [], debugDescription: "")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "an integer"
        case is Double.Type, is Float.Type: "a number"
        default: "\(type)"
        }
    }
}
