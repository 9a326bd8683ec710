import Testing

@Test func placeholderNetworkingTests() {}
