import Testing

@Test func placeholderPubSubTests() {}
