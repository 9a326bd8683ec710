import Domain
import FoundationEssentials

/// The `RememberedSession` in a small JSON file (`{"section":"weather","units":"imperial"}`), e.g.
/// `~/.local/state/tern/session.json`.
///
/// A missing, unreadable or malformed file reads as nothing remembered, as does one that is a
/// symbolic link or larger than 64 KiB (`refusal` says why, once at start); unknown values (a
/// section or units a later tern wrote) read as not recorded; the file is 0600 in a 0700 folder.
/// Stateless apart from the path, so `Sendable`.
public struct RememberedSessionFileStore: Sendable {
    /// The file read and written.
    public var fileURL: URL { file.url }
    private let file: PrivateStateFile

    public init(fileURL: URL) {
        file = PrivateStateFile(url: fileURL)
    }

    /// The store at `session.json` inside `directory` (the state directory).
    public init(directory: URL) {
        self.init(fileURL: directory.appendingPathComponent("session.json"))
    }

    /// Why the file is refused (a symbolic link, not a regular file, over 64 KiB), in one line;
    /// `nil` when it is missing or fine.
    public var refusal: String? { file.refusal }

    public func load() -> RememberedSession {
        guard let data = file.read(),
            let fields = try? JSONDecoder().decode([String: String].self, from: data)
        else { return RememberedSession() }
        return RememberedSession(
            section: fields["section"].flatMap(RememberedSession.SectionName.init(rawValue:)),
            units: fields["units"].flatMap(Units.init(rawValue:)))
    }

    public func save(_ session: RememberedSession) {
        var fields: [String: String] = [:]
        fields["section"] = session.section?.rawValue
        fields["units"] = session.units?.rawValue
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(fields) else { return }
        file.write(data)
    }

    /// Records `change` on top of what is remembered now.
    public func update(_ change: (inout RememberedSession) -> Void) {
        var session = load()
        change(&session)
        save(session)
    }
}
