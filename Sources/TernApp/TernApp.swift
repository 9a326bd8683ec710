/// The composition root's entry point: crash settings first, then the command line, which
/// resolves the configuration and launches the UI (`TernLauncher`).
public enum TernApp {
    public static func main() {
        BacktraceSettings.applyByReexecutingIfNeeded()
        TernCommand.main()
    }
}
