import Domain
import FoundationEssentials
import TerminalCore

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
        var random = generator(for: index)
        let name = Self.drawName(&random)
        let isFemale = name.isFemale
        let first = (isFemale ? Self.femaleNames : Self.maleNames)[name.first]
        let last = Self.lastNames[name.last]
        let place = random.pick(Self.places)
        let born = Date(timeIntervalSince1970: random.double(in: -800_000_000...1_100_000_000).rounded())
        let registered = Date(timeIntervalSince1970: random.double(in: 1_500_000_000...1_730_000_000).rounded())
        let hasDetails = Self.hasDetails(index)
        return User(
            id: Self.id(for: index),
            title: hasDetails
                ? (isFemale ? random.pick(["ms", "mrs", "miss", "dr"]) : random.pick(["mr", "dr"])) : nil,
            firstName: first.name,
            lastName: last.name,
            email: hasDetails ? Self.email(Self.emailStart(first, last), index) : nil,
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

    /// The positions of the users whose row shows `query` — in the full name or the email — folded
    /// as `UserFilter` folds it, ascending; throws `.cancelled` when the calling task is cancelled.
    ///
    /// One pass that draws only each user's name (three random numbers), not the whole user: the
    /// few hundred names users can have are searched once, and so are the starts of their emails
    /// ("zoe.smith.") and the end every email shares ("@example.com"), then each user's draw is
    /// looked up, so a million users take milliseconds and nothing is stored. Only a query with a
    /// digit can meet the index between the two, and only then is each user's email made.
    public func positions(whereListedTextContains query: String) throws(UsersError) -> [Int] {
        let needle = TextFolding.fold(query)
        var byName = [Bool](repeating: false, count: Self.possibleNames.count)
        for position in Self.possibleNames.matches(query).indices {
            byName[position] = true
        }
        guard byName.contains(false) else { return Array(indices) }
        let meetsTheIndex = needle.unicodeScalars.contains { ("0"..."9").contains($0) }
        let byEnd = !meetsTheIndex && Self.emailEnd.contains(needle)
        let byStart = Self.possibleEmailStarts.map { !meetsTheIndex && $0.contains(needle) }
        guard meetsTheIndex || byEnd || byName.contains(true) || byStart.contains(true) else { return [] }
        var found: [Int] = []
        for index in indices {
            if index & 0xFFFF == 0, Task.isCancelled { throw .cancelled }
            var random = generator(for: index)
            let position = Self.drawName(&random).position
            if byName[position] {
                found.append(index)
            } else if Self.hasDetails(index) {
                let inEmail =
                    meetsTheIndex
                    ? Self.email(Self.possibleEmailStarts[position], index).contains(needle)
                    : byEnd || byStart[position]
                if inEmail { found.append(index) }
            }
        }
        return found
    }

    /// Whether user `index` has a title, an email, a birthday, a phone and a location: all but one
    /// in ten.
    private static func hasDetails(_ index: Int) -> Bool { index % 10 != 9 }

    /// The email of user `index` whose email starts with `start`.
    private static func email(_ start: String, _ index: Int) -> String { "\(start)\(index)\(emailEnd)" }

    /// What every email ends with.
    private static let emailEnd = "@example.com"

    /// What the email of a user called `first` `last` starts with: "zoe.smith.".
    private static func emailStart(_ first: Name, _ last: Name) -> String { "\(first.ascii).\(last.ascii)." }

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

    /// The draws that name a user: female or not, then the positions of the first and last name
    /// in their lists.
    private struct NameDraw {
        let isFemale: Bool
        let first: Int
        let last: Int

        /// Where this name is in `possibleNames`.
        var position: Int {
            (isFemale ? 0 : femaleNames.count * lastNames.count) + first * lastNames.count + last
        }
    }

    /// The generator user `index`'s values are drawn from, in the order `subscript` draws them.
    private func generator(for index: Int) -> SeededGenerator {
        SeededGenerator(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
    }

    /// The first draws of every user: its name.
    private static func drawName(_ random: inout SeededGenerator) -> NameDraw {
        let isFemale = random.next() & 1 == 0
        let first = random.index(below: (isFemale ? femaleNames : maleNames).count)
        return NameDraw(isFemale: isFemale, first: first, last: random.index(below: lastNames.count))
    }

    /// The start of every email a user can have (`emailStart`), at `NameDraw.position`.
    private static let possibleEmailStarts = [femaleNames, maleNames].flatMap { firstNames in
        firstNames.flatMap { first in lastNames.map { last in emailStart(first, last) } }
    }

    /// Every full name a user can have, folded, at `NameDraw.position`: female first names with
    /// each last name, then male ones.
    private static let possibleNames = UserFilter(
        names: [femaleNames, maleNames].flatMap { firstNames in
            firstNames.flatMap { first in
                lastNames.map { last in User.fullName(firstName: first.name, lastName: last.name) }
            }
        })

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
