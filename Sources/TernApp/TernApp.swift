import AppRuntime
import Screens

/// The composition root: parses arguments, builds live objects and runs the app.
public enum TernApp {
    public static func main() {
        TernLauncher.run { _ in
            [
                Section(title: "Welcome", root: WelcomeScreen.demo(title: "Welcome")),
                Section(title: "Demo", root: WelcomeScreen.demo(title: "Demo", count: 30)),
            ]
        }
    }
}
