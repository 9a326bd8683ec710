import Domain
import Foundation

/// `count` made-up users computed on access from their index and a seed, for load testing
/// (`--sample-users N`, up to 1,000,000 and beyond).
///
/// Nothing is stored: creating a million is instant and `self[i]` always returns the same user.
/// Ids are `synthetic-<index>`. Names mix many languages; a few users lack optional fields.
public struct SyntheticUsers: RandomAccessCollection, Sendable {
    public let count: Int
    public let seed: UInt64

    public init(count: Int, seed: UInt64 = 1) {
        self.count = Swift.max(0, count)
        self.seed = seed
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> User {
        var random = SeededGenerator(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
        let isFemale = random.next() & 1 == 0
        let first = random.pick(isFemale ? Self.femaleNames : Self.maleNames)
        let last = random.pick(Self.lastNames)
        let place = random.pick(Self.places)
        let born = Date(timeIntervalSince1970: random.double(in: -800_000_000...1_100_000_000).rounded())
        let registered = Date(timeIntervalSince1970: random.double(in: 1_500_000_000...1_730_000_000).rounded())
        let hasDetails = index % 10 != 9
        return User(
            id: Self.id(for: index),
            title: hasDetails
                ? (isFemale ? random.pick(["ms", "mrs", "miss", "dr"]) : random.pick(["mr", "dr"])) : nil,
            firstName: first.name,
            lastName: last.name,
            email: hasDetails ? "\(first.ascii).\(last.ascii).\(index)@example.com" : nil,
            gender: isFemale ? "female" : "male",
            dateOfBirth: hasDetails ? born : nil,
            registerDate: registered,
            phone: hasDetails
                ? "+\(random.next() % 98 + 1) \(random.next() % 900 + 100) \(random.next() % 9000 + 1000)" : nil,
            pictureURL: nil,
            location: hasDetails
                ? UserLocation(
                    street: "\(random.next() % 9999 + 1) \(random.pick(Self.streets))", city: place.city,
                    state: nil, country: place.country, timezone: place.timezone)
                : nil
        )
    }

    /// "synthetic-42" for index 42.
    public static func id(for index: Int) -> String {
        "synthetic-\(index)"
    }

    /// The index in an id made by `id(for:)`, if it is one and within `count`.
    public func index(of id: String) -> Int? {
        guard id.hasPrefix("synthetic-"), let index = Int(id.dropFirst("synthetic-".count)),
            indices.contains(index)
        else { return nil }
        return index
    }

    private typealias Name = (name: String, ascii: String)

    private static let femaleNames: [Name] = [
        ("Sara", "sara"), ("Zoë", "zoe"), ("Hélène", "helene"), ("Ayşe", "ayse"), ("花子", "hanako"),
        ("秀英", "xiuying"), ("서연", "seoyeon"), ("فاطمة", "fatima"), ("Анна", "anna"), ("प्रिया", "priya"),
        ("Ελένη", "eleni"), ("Chiamaka", "chiamaka"), ("Valentina", "valentina"), ("Siobhán", "siobhan"),
        ("Zsófia", "zsofia"), ("Mele", "mele"), ("Olivia", "olivia"), ("Camila", "camila"), ("Yuki", "yuki"),
        ("Ngozi", "ngozi"),
    ]
    private static let maleNames: [Name] = [
        ("Søren", "soren"), ("José", "jose"), ("François", "francois"), ("Jürgen", "jurgen"), ("Łukasz", "lukasz"),
        ("太郎", "taro"), ("伟", "wei"), ("민준", "minjun"), ("محمد", "mohammed"), ("Дмитрий", "dmitry"),
        ("राहुल", "rahul"), ("Γιώργος", "giorgos"), ("Kwame", "kwame"), ("João", "joao"), ("Santiago", "santiago"),
        ("Liam", "liam"), ("Mateo", "mateo"), ("Hiroshi", "hiroshi"), ("Thabo", "thabo"), ("Ólafur", "olafur"),
    ]
    private static let lastNames: [Name] = [
        ("Andersen", "andersen"), ("Núñez", "nunez"), ("Lefèvre", "lefevre"), ("Müller", "muller"),
        ("Wiśniewski", "wisniewski"), ("Yılmaz", "yilmaz"), ("山田", "yamada"), ("王", "wang"), ("김", "kim"),
        ("العلي", "alali"), ("Иванова", "ivanova"), ("शर्मा", "sharma"), ("Παπαδόπουλος", "papadopoulos"),
        ("Mensah", "mensah"), ("Gonçalves", "goncalves"), ("Hernández", "hernandez"), ("Rossi", "rossi"),
        ("O'Connor", "oconnor"), ("Tremblay", "tremblay"), ("Sigurðardóttir", "sigurdardottir"),
        ("Smith", "smith"), ("Nguyễn", "nguyen"), ("Dvořák", "dvorak"), ("de la Cruz", "delacruz"),
    ]
    private static let places: [(city: String, country: String, timezone: String)] = [
        ("København", "Denmark", "+1:00"), ("São Paulo", "Brazil", "-3:00"), ("東京", "Japan", "+9:00"),
        ("Honolulu", "United States", "-10:00"), ("Zürich", "Switzerland", "+1:00"), ("Москва", "Russia", "+3:00"),
        ("मुंबई", "India", "+5:30"), ("Lagos", "Nigeria", "+1:00"), ("Sydney", "Australia", "+10:00"),
        ("New York", "United States", "-5:00"), ("القاهرة", "Egypt", "+2:00"), ("Reykjavík", "Iceland", "+0:00"),
    ]
    private static let streets = [
        "Main Street", "Hauptstraße", "Rue de la Paix", "Calle Mayor", "Nørregade", "Via Roma",
    ]
}
