import FoundationEssentials
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

/// The themes a person can choose: the built-in ones and their own theme files,
/// `$XDG_CONFIG_HOME/tern/themes/NAME.toml` (docs/CONFIGURATION.md, decision 2223).
///
/// A theme file has one table per role (`[selection]`, `[temperature_hot]`, …) with `fg` and `bg`
/// — a colour name (`red`, `bright_blue`, `default`), a 256-colour index (`208`) or `#rrggbb` —
/// and the attribute keys `bold`, `dim`, `italic`, `underline`, `reverse` (true or false); a
/// top-level `inherits = "NAME"` starts it from another theme (`default` otherwise). Files are
/// read as the config file is (`ConfigFileReader.readText`); a bad line costs that line, with a
/// warning naming the file and line, and the rest applies (decision 1101).
public enum ThemeFiles {
    /// How many themes one may inherit through, so a cycle ends.
    static let maximumInheritance = 8

    /// Whether `name` can name a theme: letters, digits, `-` and `_` (so it is never a path).
    public static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }

    /// The folder of the person's theme files: `themes` beside the config file.
    public static func directory(environment: [String: String]) -> URL {
        AppConfiguration.configFileURL(environment: environment).deletingLastPathComponent()
            .appendingPathComponent("themes", isDirectory: true)
    }

    /// The theme to draw with: `name`'s (a theme file of that name before a built-in one), else
    /// `default` — or `mono` when none was asked for and colour is off (`NO_COLOR`) — with a
    /// warning for each problem on the way.
    public static func load(
        named name: String?, usesColor: Bool, environment: [String: String]
    ) -> (theme: Theme, warnings: [ConfigurationWarning]) {
        guard let name else { return (usesColor ? .default : .mono, []) }
        var warnings: [ConfigurationWarning] = []
        if let theme = resolve(name, environment: environment, warnings: &warnings, depth: 0) {
            return (theme, warnings)
        }
        warnings.append(
            ConfigurationWarning(
                message: "there is no theme \"\(name)\" (built in: "
                    + Theme.builtIn.map(\.name).joined(separator: ", ")
                    + "; or \(directory(environment: environment).path)/\(name).toml); using the default theme"))
        return (.default, warnings)
    }

    /// The names of the person's theme files, sorted.
    public static func userThemeNames(environment: [String: String]) -> [String] {
        let folder = directory(environment: environment).path
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return entries.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.filter(isThemeName).sorted()
    }

    /// The theme `name`: its file's when there is one, else the built-in one; `nil` when neither is.
    static func resolve(
        _ name: String, environment: [String: String], warnings: inout [ConfigurationWarning], depth: Int
    ) -> Theme? {
        let path = directory(environment: environment).appendingPathComponent("\(name).toml").path
        switch ConfigFileReader.readText(path) {
        case .success(nil):
            return Theme.builtIn(named: name)
        case .failure(let refusal):
            warnings.append(ConfigurationWarning(file: path, message: refusal.reason + "; using the default theme"))
            return .default
        case .success(let text?):
            var inherited: [ConfigurationWarning] = []
            defer { warnings += inherited }
            return parse(text, named: name, file: path, warnings: &warnings) { base, line in
                guard depth < maximumInheritance else {
                    inherited.append(
                        ConfigurationWarning(
                            file: path, line: line,
                            message: "inherits through more than \(maximumInheritance) themes; starting from default"))
                    return Theme.default
                }
                return base == name
                    ? Theme.builtIn(named: name)
                    : resolve(base, environment: environment, warnings: &inherited, depth: depth + 1)
            }
        }
    }

    /// The theme a file's `text` describes, named `name`; `base` gives the theme an `inherits`
    /// line names (with its line), `nil` when there is none.
    static func parse(
        _ text: String, named name: String, file: String, warnings: inout [ConfigurationWarning],
        base: (String, Int) -> Theme?
    ) -> Theme {
        let parser = TOMLSubsetParser(text: text)
        var found: [ConfigurationWarning] = []
        defer { warnings += found.sorted { ($0.line ?? 0) < ($1.line ?? 0) } }
        found += parser.problems.map {
            ConfigurationWarning(file: file, line: $0.line, message: $0.message + "; line ignored")
        }
        var theme = Theme.default
        if let inherits = parser.entries.first(where: { $0.table.isEmpty && $0.key == "inherits" }) {
            if case .string(let baseName) = inherits.value, isThemeName(baseName) {
                if let inherited = base(baseName, inherits.line) {
                    theme = inherited
                } else {
                    found.append(
                        ConfigurationWarning(
                            file: file, line: inherits.line,
                            message: "there is no theme \"\(baseName)\" to inherit; starting from default"))
                }
            } else {
                found.append(
                    ConfigurationWarning(
                        file: file, line: inherits.line, message: "inherits must name a theme; starting from default"))
            }
        }
        theme.name = name
        for entry in parser.entries where !(entry.table.isEmpty && entry.key == "inherits") {
            if let problem = apply(entry, to: &theme) {
                found.append(ConfigurationWarning(file: file, line: entry.line, message: problem + "; line ignored"))
            }
        }
        return theme
    }

    /// Sets what `entry` says on `theme`, or says why it cannot.
    private static func apply(_ entry: TOMLSubsetParser.Entry, to theme: inout Theme) -> String? {
        guard !entry.table.isEmpty else {
            return "unknown key \(entry.key) (a theme file sets inherits and [role] tables)"
        }
        guard let role = Theme.Role(name: entry.table) else {
            return "unknown role [\(entry.table)] (roles: \(Theme.Role.allCases.map(\.name).joined(separator: ", ")))"
        }
        var look = theme.look(role)
        switch (entry.key, entry.value) {
        case ("fg", let value), ("bg", let value):
            guard let color = color(value) else {
                return "\(entry.table).\(entry.key) must be a colour name, a number from 0 to 255 or #rrggbb"
            }
            if entry.key == "fg" { look.foreground = color } else { look.background = color }
        case (let key, .boolean(let on)):
            guard let attribute = attributes[key] else { return "unknown key \(entry.table).\(key)" }
            if on { look.attributes.insert(attribute) } else { look.attributes.remove(attribute) }
        case (let key, _):
            return attributes[key] == nil
                ? "unknown key \(entry.table).\(key) (fg, bg, \(attributes.keys.sorted().joined(separator: ", ")))"
                : "\(entry.table).\(key) must be true or false"
        }
        theme.setLook(look, for: role)
        return nil
    }

    private static let attributes: [String: Style.Attributes] = [
        "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse,
    ]

    /// The colour a theme file's value names: a name, a palette index (0–255) or `#rrggbb`.
    static func color(_ value: TOMLSubsetParser.Value) -> Color? {
        switch value {
        case .integer(let index) where (0...255).contains(index):
            return .indexed(UInt8(index))
        case .string(let text) where text.hasPrefix("#"):
            let hex = text.dropFirst()
            guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
            return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xff), UInt8(value & 0xff))
        case .string(let text):
            return colorNames[text.lowercased()]
        default:
            return nil
        }
    }

    private static let colorNames: [String: Color] = [
        "default": .default, "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue,
        "magenta": .magenta, "cyan": .cyan, "white": .white, "bright_black": .brightBlack, "grey": .brightBlack,
        "gray": .brightBlack, "bright_red": .brightRed, "bright_green": .brightGreen,
        "bright_yellow": .brightYellow, "bright_blue": .brightBlue, "bright_magenta": .brightMagenta,
        "bright_cyan": .brightCyan, "bright_white": .brightWhite,
    ]
}
