import Testing

@Test func placeholderWidgetsTests() {}
