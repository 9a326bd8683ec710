import Domain

/// How a message names where a secret was set.
extension SecretOrigin {
    /// `OPENWEATHER_API_KEY`, or the config file's path and line: `/home/ana/.config/tern/config.toml:4`.
    public var text: String {
        switch self {
        case .environment(let variable): variable
        case .configFile(let path, let line): "\(path):\(line)"
        }
    }
}
