import Testing

@Test func placeholderScreensTests() {}
