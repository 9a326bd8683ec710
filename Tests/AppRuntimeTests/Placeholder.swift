import Testing

@Test func placeholderAppRuntimeTests() {}
