import Testing

@Test func placeholderViewModelsTests() {}
