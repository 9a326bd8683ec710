import Synchronization
import TerminalCore

/// The cities tern finds without a network: GeoNames' cities of 15,000 people or more
/// (scripts/make-gazetteer writes them; decision 2200), read from their text the first time a
/// search asks — never before the first frame — and kept.
///
/// A name matches, fzf-like, on its folded text (`TextFolding`: case, accents and marks ignored,
/// decision 2040): the whole name first, then a name starting with the query, then one with a word
/// starting with it, then one holding it; the most populous first within each. A place's names are
/// its English name, its local name (東京, München; decision 2250) and GeoNames' other English name
/// ("New York" for New York City); a place found by the whole of one is named by it, as the
/// gazetteer writes it (`new york` → "New York", `munchen` → "München"). After a comma comes
/// a region or country — its name's start, its code (`Springfield, IL`, `Paris, FR`) — and
/// `lat,lon` is a place of its own. Safe from any thread.
public final class Gazetteer: Sendable {
    /// One line of the text's place block, parsed; its folded names follow each other in
    /// `Table.folded`: the name from `foldedStart`, the local name from `localStart`, the other
    /// English name from `otherStart` to `otherEnd` (their spellings, which one place in nine has,
    /// are in `Table.otherNames`).
    private struct Entry: Sendable {
        var name: String
        var latitude: Double
        var longitude: Double
        var foldedStart: Int32
        var localStart: Int32
        var otherStart: Int32
        var otherEnd: Int32
        var region: Int32
        var zone: Int32
        var population: Int32
    }

    /// A region line: its country (an index into `countries`), name and the folded forms matched.
    private struct Region: Sendable {
        var country: Int
        var name: String
        var foldedName: [UInt8]
        var foldedCode: [UInt8]
    }

    /// A country line: its code and name, and their folded forms.
    private struct Country: Sendable {
        var code: String
        var name: String
        var foldedName: [UInt8]
        var foldedCode: [UInt8]
    }

    /// The parsed text: a few small tables and, for 34,000 places, one row each and every folded
    /// name in one buffer (no allocation per place: the table is a few megabytes, not tens).
    private struct Table: Sendable {
        var countries: [Country] = []
        var zones: [String] = []
        var regions: [Region] = []
        var entries: [Entry] = []
        var folded: [UInt8] = []
        /// The local name and the other English name (either may be empty) of the entries that
        /// have one, by index: a dictionary for the few, not two strings in every row.
        var otherNames: [Int32: (local: String, english: String)] = [:]
    }

    private let text: @Sendable () -> String
    private let table = Mutex<Table?>(nil)

    /// The gazetteer in `text` (the layout scripts/make-gazetteer writes), read when first searched.
    public init(text: @escaping @Sendable () -> String) {
        self.text = text
    }

    /// How many places it holds (reads the text if no search has).
    public var count: Int { loaded().entries.count }

    /// The places `text` names, best first, at most `limit`: typed coordinates are one place.
    public func places(for text: String, limit: Int) -> [Place] {
        ranked(text, limit: limit, wholeNamesOnly: false)
    }

    /// The places a search for `text` finds: those whose whole name it is, when there are any;
    /// else every match, as `places(for:limit:)` ranks them.
    public func resolve(_ text: String, limit: Int) -> [Place] {
        ranked(text, limit: limit, wholeNamesOnly: true)
    }

    private func ranked(_ text: String, limit: Int, wholeNamesOnly: Bool) -> [Place] {
        guard let query = PlaceQuery(text) else { return [] }
        switch query {
        case .coordinates(let latitude, let longitude, let text):
            return [Place(name: text, latitude: latitude, longitude: longitude)]
        case .name(let name, let within):
            let table = loaded()
            let name = Array(name.utf8)
            let within = Array(within.utf8)
            var tiers: [[(index: Int, named: Named)]] = [[], [], [], []]
            table.folded.withUnsafeBufferPointer { folded in
                for (index, entry) in table.entries.enumerated() {
                    guard let (tier, named) = Self.tier(of: name, in: entry, folded),
                        within.isEmpty || Self.region(table.regions[Int(entry.region)], table, holds: within)
                    else { continue }
                    // Only a whole name names the place: a start of one shows the place's own.
                    tiers[tier].append((index, tier == 0 ? named : .name))
                }
            }
            let found = wholeNamesOnly && !tiers[0].isEmpty ? tiers[0] : tiers.flatMap { $0 }
            return found.prefix(limit).map { place(at: $0.index, named: $0.named, in: table) }
        }
    }

    /// Which of a place's names a search found it by.
    private enum Named {
        case name, local, other
    }

    /// The best tier of `entry`'s names for `query`, and the name that gives it (the English name
    /// when several tie).
    private static func tier(
        of query: [UInt8], in entry: Entry, _ folded: UnsafeBufferPointer<UInt8>
    ) -> (Int, Named)? {
        var best: (Int, Named)?
        func consider(_ start: Int32, _ end: Int32, _ named: Named) {
            guard start < end,
                let tier = tier(of: query, in: UnsafeBufferPointer(rebasing: folded[Int(start)..<Int(end)])),
                tier < (best?.0 ?? 4)
            else { return }
            best = (tier, named)
        }
        consider(entry.foldedStart, entry.localStart, .name)
        consider(entry.localStart, entry.otherStart, .local)
        consider(entry.otherStart, entry.otherEnd, .other)
        return best
    }

    /// 0 the whole name, 1 its start, 2 a word's start, 3 anywhere; nil when `name` lacks `query`.
    private static func tier(of query: [UInt8], in name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard query.count <= name.count else { return nil }
        if name.starts(with: query) { return query.count == name.count ? 0 : 1 }
        var found: Int?
        var start = 1
        while start + query.count <= name.count {
            if name[start] == query[0], name[start..<(start + query.count)].elementsEqual(query) {
                if isWordBreak(name[start - 1]) { return 2 }
                found = found ?? 3
            }
            start += 1
        }
        return found
    }

    private static func isWordBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'")
            || byte == UInt8(ascii: "(")
    }

    /// True when `within` is the region's or its country's code, or starts its name.
    private static func region(_ region: Region, _ table: Table, holds within: [UInt8]) -> Bool {
        let country = table.countries[region.country]
        return region.foldedName.starts(with: within) || country.foldedName.starts(with: within)
            || within == country.foldedCode || (within == region.foldedCode && within.count > 1)
    }

    /// The place at `index`, named by the name it was found by when that was its whole name.
    private func place(at index: Int, named: Named, in table: Table) -> Place {
        let entry = table.entries[index]
        let region = table.regions[Int(entry.region)]
        let country = table.countries[region.country]
        let others = table.otherNames[Int32(index)] ?? ("", "")
        let name =
            switch named {
            case .name: entry.name
            case .local: others.local
            case .other: others.english
            }
        return Place(
            name: name, localName: name == others.local ? "" : others.local, region: region.name,
            country: country.name, countryCode: country.code,
            latitude: entry.latitude, longitude: entry.longitude, timeZone: table.zones[Int(entry.zone)],
            population: Int(entry.population))
    }

    private func loaded() -> Table {
        table.withLock { table in
            if let table { return table }
            let parsed = Self.parse(text())
            table = parsed
            return parsed
        }
    }

    /// The table in `text`; a line that does not parse is skipped (the file is tern's own). Lines
    /// are read one at a time, so no array of them is made.
    private static func parse(_ text: String) -> Table {
        var table = Table()
        let lineCount = text.utf8.count { $0 == UInt8(ascii: "\n") }
        table.entries.reserveCapacity(lineCount)
        table.folded.reserveCapacity(text.utf8.count / 4)
        var countryIndex: [Substring: Int] = [:]
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let fields = rest[..<end].split(separator: "\t", omittingEmptySubsequences: false)
            rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
            guard let kind = fields.first else { continue }
            switch kind {
            case "C" where fields.count == 3:
                countryIndex[fields[1]] = table.countries.count
                table.countries.append(
                    Country(
                        code: String(fields[1]), name: String(fields[2]), foldedName: folded(fields[2]),
                        foldedCode: folded(fields[1])))
            case "Z" where fields.count == 2:
                table.zones.append(String(fields[1]))
            case "R" where fields.count == 4:
                guard let country = countryIndex[fields[1]] else { continue }
                let code = fields[2].allSatisfy(\.isLetter) ? folded(fields[2]) : []
                table.regions.append(
                    Region(country: country, name: String(fields[3]), foldedName: folded(fields[3]), foldedCode: code))
            default:
                guard (6...8).contains(fields.count), let region = Int32(fields[1]),
                    table.regions.indices.contains(Int(region)),
                    let latitude = Double(fields[2]), let longitude = Double(fields[3]), let zone = Int32(fields[4]),
                    table.zones.indices.contains(Int(zone)), let population = Int32(fields[5])
                else { continue }
                let localName = fields.count > 6 ? String(fields[6]) : ""
                let otherName = fields.count > 7 ? String(fields[7]) : ""
                let start = Int32(table.folded.count)
                table.folded.append(contentsOf: TextFolding.fold(String(fields[0])).utf8)
                let localStart = Int32(table.folded.count)
                if !localName.isEmpty { table.folded.append(contentsOf: TextFolding.fold(localName).utf8) }
                let otherStart = Int32(table.folded.count)
                if !otherName.isEmpty { table.folded.append(contentsOf: TextFolding.fold(otherName).utf8) }
                if !localName.isEmpty || !otherName.isEmpty {
                    table.otherNames[Int32(table.entries.count)] = (localName, otherName)
                }
                table.entries.append(
                    Entry(
                        name: String(fields[0]), latitude: latitude,
                        longitude: longitude, foldedStart: start, localStart: localStart, otherStart: otherStart,
                        otherEnd: Int32(table.folded.count), region: region, zone: zone, population: population))
            }
        }
        return table
    }

    private static func folded(_ text: Substring) -> [UInt8] {
        Array(TextFolding.fold(String(text)).utf8)
    }
}
