/// How deep a browser is opened: the list alone, an item's detail, or its "more info" sheet over
/// the detail. Each level is one Esc from the one below it.
public enum BrowserLevel: Hashable, Sendable {
    case list, detail, sheet
}
