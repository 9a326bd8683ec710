import AppRuntime
import Configuration
import FeatureKit
import ListDetail
import TerminalCore
import Users
import Weather
import Widgets

/// tern's keys as one table: every binding of every key table, grouped by where it works, with the
/// keys the config file's `[keys]` tables bind (decision 2230). The runtime's and the component's
/// tables are remapped by the same `KeyRemap`s this gives each section (`remap(forSection:)`),
/// so `tern keys`, docs/KEYS.md and the man page (from `tern keys --defaults`) say what the screens
/// dispatch, and the status bar and `?` read those screens' tables.
struct KeyTable {
    /// Bindings that work in one place: the title a listing gives them, and whether a text field
    /// has the keys there (a printable character types, so `[keys]` binds no character there).
    struct Group {
        var title: String
        var bindings: [KeyBinding]
        var typing = false
    }

    /// A section: its `[keys.NAME]` name, its title, its own keys.
    struct SectionKeys {
        var name: String
        var title: String
        var bindings: [KeyBinding]
    }

    /// The tables every section shares, by default: the app's global keys and the help's, and the
    /// component's table of each stage (items called "item", the filter as Users and Movies have it).
    static var commonGroups: [Group] {
        let list = ListDetailKeyMap.Stage.list(hasRows: true, hasItems: true, detailOpen: true, hasFilter: true)
        return [
            Group(
                title: "Everywhere",
                bindings: GlobalKeys.keyMap(sectionCount: sections.count, appName: TernLaunch.appName).bindings),
            Group(title: "Help overlay", bindings: GlobalKeys.helpKeyMap.bindings),
            Group(title: "List", bindings: ListDetailKeyMap.keyMap(list, noun: "item").bindings),
            Group(
                title: "Filter field", bindings: ListDetailKeyMap.keyMap(.editingFilter, noun: "item").bindings,
                typing: true),
            Group(
                title: "Search field",
                bindings: ListDetailKeyMap.keyMap(.editingFilter, noun: "item", fieldRole: .search).bindings,
                typing: true),
            Group(
                title: "Search field with matches to pick",
                bindings: ListDetailKeyMap.keyMap(.picking, noun: "item").bindings,
                typing: true),
            Group(
                title: "Detail",
                bindings: ListDetailKeyMap.keyMap(.detail(hasItem: true, canRetry: true), noun: "item").bindings),
            Group(title: "More-info sheet", bindings: ListDetailKeyMap.keyMap(.sheet, noun: "item").bindings),
        ]
    }

    /// Every section's own keys, in Tab order.
    static var sections: [SectionKeys] {
        [
            SectionKeys(name: "users", title: "Users", bindings: UsersSection.keyBindings),
            SectionKeys(name: "weather", title: "Weather", bindings: WeatherConfigurator.keyBindings),
        ] + SectionFeatures.all.map { SectionKeys(name: $0.options.name, title: $0.title, bindings: $0.keyBindings) }
    }

    /// The keys `[keys]` binds, in every section.
    let everywhere: KeyRemap
    /// Each section's: its own table over `[keys]`, by section name.
    let bySection: [String: KeyRemap]
    /// What was wrong with lines of the `[keys]` tables, each costing its line.
    let warnings: [ConfigurationWarning]

    /// The table with `configured`'s lines of `file`, each checked in file order: a section that
    /// does not exist, an action not bound there, or a key an earlier line of the same table bound
    /// to another action costs its line, with a warning that names it.
    init(configured: [ConfiguredKeys] = [], file: String = "config.toml") {
        let common = Set(Self.commonGroups.flatMap { $0.bindings.flatMap(\.actions) })
        let sections = Self.sections
        var accepted: [String?: [ConfiguredKeys]] = [:]
        var warnings: [ConfigurationWarning] = []
        func warn(_ line: ConfiguredKeys, _ message: String) {
            warnings.append(ConfigurationWarning(file: file, line: line.line, message: message + "; line ignored"))
        }
        for line in configured {
            let own = line.section.flatMap { name in sections.first { $0.name == name } }
            if let name = line.section, own == nil {
                warn(
                    line,
                    "[keys.\(name)]: no section is called \(name) (\(sections.map(\.name).joined(separator: ", ")))")
                continue
            }
            guard
                common.contains(line.action)
                    || own?.bindings.contains(where: { $0.actions.contains(line.action) }) == true
            else {
                let owner = sections.first { $0.bindings.contains { $0.actions.contains(line.action) } }
                let hint = owner.map { ": it is \($0.title)'s, under [keys.\($0.name)]" } ?? ""
                warn(line, "\(line.name): no action is called \(line.action)\(hint)")
                continue
            }
            if let (key, other) = Self.conflict(of: line, with: accepted[line.section, default: []]) {
                warn(line, "\(line.name): \(key) is bound to \(other.action) on line \(other.line)")
                continue
            }
            accepted[line.section, default: []].append(line)
        }
        func remap(_ lines: [ConfiguredKeys]?) -> KeyRemap {
            KeyRemap(Dictionary((lines ?? []).map { ($0.action, $0.keys) }, uniquingKeysWith: { first, _ in first }))
        }
        everywhere = remap(accepted[nil])
        bySection = Dictionary(
            uniqueKeysWithValues: sections.map { ($0.name, remap(accepted[$0.name]).over(remap(accepted[nil]))) })
        self.warnings = warnings
    }

    /// The first key of `line` that an earlier line of its table bound to another action, and that line.
    private static func conflict(of line: ConfiguredKeys, with earlier: [ConfiguredKeys]) -> (Key, ConfiguredKeys)? {
        for key in line.keys {
            if let other = earlier.first(where: { $0.action != line.action && $0.keys.contains(key) }) {
                return (key, other)
            }
        }
        return nil
    }

    /// The keys the section called `name` has: `[keys]`, with its own table over it.
    func remap(forSection name: String) -> KeyRemap { bySection[name] ?? everywhere }

    /// The groups as bound: the shared ones with `[keys]`, then each section's own keys with its
    /// remap, followed by the shared bindings its own table changes.
    var groups: [Group] {
        let common = Self.commonGroups
        var groups = common.map { Self.remapped($0, by: everywhere) }
        for section in Self.sections {
            let sectionKeys = remap(forSection: section.name)
            let own = Self.remapped(Group(title: section.title, bindings: section.bindings), by: sectionKeys).bindings
            let changed = zip(common, groups).flatMap { defaults, shared in
                Self.remapped(defaults, by: sectionKeys).bindings.filter { !shared.bindings.contains($0) }
            }
            groups.append(Group(title: section.title, bindings: own + changed))
        }
        return groups
    }

    /// `group` with `remap`'s keys, as the screens' tables have them.
    private static func remapped(_ group: Group, by remap: KeyRemap) -> Group {
        let table = KeyMap(group.bindings.enumerated().map { KeyMap.Entry($1, $0) })
        return Group(
            title: group.title, bindings: table.remapped(remap, typing: group.typing).bindings, typing: group.typing)
    }

    /// A listing's rows of `binding`: one per action, with that action's keys (sanitized, as their
    /// names, one space apart) and the binding's help.
    private static func rows(of binding: KeyBinding) -> [(keys: [String], action: String, help: String)] {
        var order: [String] = []
        var keys: [String: [String]] = [:]
        for (key, action) in zip(binding.keys, binding.actions) {
            if keys[action] == nil { order.append(action) }
            keys[action, default: []].append(TextSanitizer.sanitize(key.description))
        }
        return order.map { (keys[$0] ?? [], $0, binding.help) }
    }

    /// The table as `tern keys` prints it, sanitized: a line per group's title, then a line per
    /// action of each binding, indented by two spaces: its keys, the action and the help, in columns
    /// two spaces apart.
    var text: String {
        let groups = groups
        let rows = groups.flatMap { $0.bindings.flatMap(Self.rows) }
        let keysWidth = rows.map { DisplayWidth.of($0.keys.joined(separator: " ")) }.max() ?? 0
        let actionWidth = rows.map(\.action.count).max() ?? 0
        var lines: [String] = []
        for group in groups where !group.bindings.isEmpty {
            lines.append(group.title)
            for row in group.bindings.flatMap(Self.rows) {
                let keys = row.keys.joined(separator: " ")
                lines.append(
                    "  " + keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(keys) + 2) + row.action
                        + String(repeating: " ", count: actionWidth - row.action.count + 2) + row.help)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line before the generated tables in docs/KEYS.md (scripts/generate-keys-doc).
    static let markdownStart = "<!-- generated from the key tables by scripts/generate-keys-doc: do not edit -->"
    /// The line after them.
    static let markdownEnd = "<!-- end of the generated key tables -->"

    /// The table as docs/KEYS.md has it: a `###` heading and a Markdown table per group.
    var markdown: String {
        func code(_ text: String) -> String {
            let escaped = text.replacing("|", with: "\\|")
            return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
        }
        var lines: [String] = []
        for group in groups where !group.bindings.isEmpty {
            lines += ["", "### \(group.title)", "", "| Keys | Action | What it does |", "| --- | --- | --- |"]
            for row in group.bindings.flatMap(Self.rows) {
                lines.append("| \(row.keys.map(code).joined(separator: " ")) | \(code(row.action)) | \(row.help) |")
            }
        }
        return lines.dropFirst().joined(separator: "\n") + "\n"
    }
}
