/// DummyAPI's error body: `{"error":"APP_ID_MISSING"}`.
struct DummyAPIErrorDTO: Decodable {
    var error: String
}
