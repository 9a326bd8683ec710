// Placeholder until the Networking layer lands.
