/// Namespace for subscriber types (`Sink`, `Assign`) and the `Demand` / `Completion` values.
public enum Subscribers {}
