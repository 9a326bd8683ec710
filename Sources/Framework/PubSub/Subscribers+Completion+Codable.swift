extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Combine's form: `{"success": true}`, or `{"success": false, "error": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CompletionCodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Decodes what `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}

/// The keys of an encoded `Subscribers.Completion`.
private enum CompletionCodingKeys: String, CodingKey {
    case success
    case error
}
