/// Namespace for the concrete publisher types that operators return (`Publishers.Map`, …).
public enum Publishers {}
