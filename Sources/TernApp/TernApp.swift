/// The composition root: parses arguments, builds live objects and runs the app.
public enum TernApp {
    public static func main() {}
}
