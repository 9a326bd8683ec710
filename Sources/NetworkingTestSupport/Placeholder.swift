// Placeholder until the NetworkingTestSupport layer lands.
