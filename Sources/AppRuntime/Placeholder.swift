// Placeholder until the AppRuntime layer lands.
