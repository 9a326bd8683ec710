extension DecodingError {
    /// Where decoding failed, written like a path into the JSON: `list[3].main.temp`; `(root)` for
    /// the top level. For missing keys the missing key is the last component.
    public var jsonPath: String {
        let (codingPath, missingKey) = pathParts
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        if let missingKey {
            path += (path.isEmpty ? "" : ".") + missingKey
        }
        return path.isEmpty ? "(root)" : path
    }

    /// A short reason without the path: "value missing", "expected Double, found a string", ….
    public var reason: String {
        switch self {
        case .keyNotFound: "value missing"
        case .valueNotFound(let type, _): "expected \(type), found null"
        case .typeMismatch(let type, let context): "expected \(type)" + detail(context)
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "cannot be decoded"
        }
    }

    private var pathParts: ([any CodingKey], String?) {
        switch self {
        case .keyNotFound(let key, let context): (context.codingPath, key.stringValue)
        case .valueNotFound(_, let context): (context.codingPath, nil)
        case .typeMismatch(_, let context): (context.codingPath, nil)
        case .dataCorrupted(let context): (context.codingPath, nil)
        @unknown default: ([], nil)
        }
    }

    private func detail(_ context: Context) -> String {
        context.debugDescription.isEmpty ? "" : " (\(context.debugDescription))"
    }
}
