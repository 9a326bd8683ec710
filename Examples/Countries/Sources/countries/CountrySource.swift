import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where the countries come from: the bundled sample (a resource in REST Countries' JSON shape) or
/// a live source by URL. Every failure is one line for a person, never a crash.
enum CountrySource {
    struct Failure: Error {
        var message: String
    }

    /// The bundled sample, or what `url` answers.
    static func load(url text: String?) async throws(Failure) -> [Country] {
        guard let text else { return try decode(Data(PackageResources.countries_json), from: "the bundled sample") }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw Failure(message: "not an http or https URL: \(text)") }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(from: url)
        } catch {
            throw Failure(message: "could not reach \(text): \(error.localizedDescription)")
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw Failure(message: "\(text) answered HTTP \(status)")
        }
        return try decode(data, from: text)
    }

    private static func decode(_ data: Data, from source: String) throws(Failure) -> [Country] {
        do {
            return try JSONDecoder().decode([Country].self, from: data)
        } catch {
            throw Failure(
                message: "\(source): not a list of countries in REST Countries' JSON (\(error.localizedDescription))")
        }
    }
}
