// Placeholder until the PubSubTestSupport layer lands.
