// Placeholder until the Services layer lands.
