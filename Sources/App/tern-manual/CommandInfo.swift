/// The part of ArgumentParser's `--experimental-dump-help` JSON (serialization version 0) the
/// manual is written from: each command's name, texts, arguments and subcommands.
struct CommandInfo: Decodable {
    /// The top level of the dump.
    struct Dump: Decodable {
        let serializationVersion: Int
        let command: CommandInfo
    }

    /// One option, flag or positional argument.
    struct Argument: Decodable {
        /// A spelling: `--units` is `long` "units", `-h` is `short` "h".
        struct Name: Decodable, Hashable {
            let kind: String
            let name: String

            /// "--units", "-h".
            var spelled: String { kind == "short" ? "-" + name : "--" + name }
        }

        let kind: String
        let names: [Name]?
        let valueName: String?
        let abstract: String?
        let discussion: String?
        let defaultValue: String?
        let allValues: [String]?
        let isOptional: Bool
        let shouldDisplay: Bool
    }

    let commandName: String
    let abstract: String?
    let discussion: String?
    let shouldDisplay: Bool?
    let arguments: [Argument]?
    let subcommands: [CommandInfo]?
}
