import Configuration
import Domain
import FoundationEssentials
import Services
import TerminalCore

/// What the shells complete for CITY (`tern weather Spr<TAB>`, bash, zsh and fish alike, through
/// ArgumentParser's `CompletionKind.custom`, which runs `tern ---completion`): the recent cities,
/// then the bundled gazetteer's by population, one word at a time — CITY may be several words, so
/// after `tern weather New Y` the candidate is `York` (decision 2200).
enum CityCompletion {
    /// How many candidates a completion offers at most.
    static let limit = 100

    /// Flags that take no value, so a word after one of them is CITY's.
    private static let flags: Set<String> = [
        "--detail", "--more", "--print", "--json", "--no-mouse", "--no-animation", "-h", "--help",
    ]

    /// The candidates for the command line `words` completed at `index`, the word there typed up to
    /// the cursor as `prefix`; recent cities from the state folder of this process's environment.
    @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let stateDirectory = AppConfiguration.stateDirectory(environment: environment)
        let recents = RecentCitiesFileStore(directory: stateDirectory).load().map(\.name)
        return candidates(typed: cityWords(words, before: index), prefix: prefix, recents: recents, in: .bundled)
    }

    /// The words of CITY before the one completed: those after `weather` with no option between.
    static func cityWords(_ words: [String], before index: Int) -> [String] {
        var typed: [String] = []
        var position = min(index, words.count) - 1
        while position >= 0, words[position] != "weather" {
            let word = words[position]
            if word.hasPrefix("-") {
                // An option that takes a value took the first of the words after it.
                if !flags.contains(word), !word.contains("="), !typed.isEmpty { typed.removeFirst() }
                break
            }
            typed.insert(word, at: 0)
            position -= 1
        }
        return typed
    }

    /// The next word of each city whose name starts with `typed` and `prefix` (folded: case and
    /// accents ignored): recent cities first, then the gazetteer's, most populous first, no word twice.
    static func candidates(typed: [String], prefix: String, recents: [String], in gazetteer: Gazetteer) -> [String] {
        let query = (typed + [prefix]).joined(separator: " ")
        let folded = TextFolding.fold(query)
        var seen: Set<String> = []
        var candidates: [String] = []
        let names = recents + gazetteer.places(for: query, limit: limit * 4).map(\.name)
        for name in names where TextFolding.fold(name).hasPrefix(folded) {
            let words = name.split(separator: " ")
            guard words.count > typed.count else { continue }
            let word = String(words[typed.count])
            if seen.insert(word).inserted { candidates.append(word) }
            if candidates.count == limit { break }
        }
        return candidates
    }
}
