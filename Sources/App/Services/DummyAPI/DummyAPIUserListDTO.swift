import Networking

/// DummyAPI's list body: `{"data": [...], "total": 99, "page": 0, "limit": 10}`.
struct DummyAPIUserListDTO: Decodable {
    var data: [DummyAPIUserDTO]
    var total: Int?
    var page: Int?
    var limit: Int?

    private enum CodingKeys: String, CodingKey {
        case data, total, page, limit
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decode([DummyAPIUserDTO].self, forKey: .data)
        total = container.decodeLeniently(FlexibleInt.self, forKey: .total)?.value
        page = container.decodeLeniently(FlexibleInt.self, forKey: .page)?.value
        limit = container.decodeLeniently(FlexibleInt.self, forKey: .limit)?.value
    }
}
