// Placeholder until the Screens layer lands.
