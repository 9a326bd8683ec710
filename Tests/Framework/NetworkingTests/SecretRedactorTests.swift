import Foundation
import Networking
import Testing

/// `SecretRedactor`: every secret, as given and as a URL carries it, becomes `***`.
@Suite struct SecretRedactorTests {
    @Test func masksEverySecretAndItsPercentEncodedForm() {
        let redactor = SecretRedactor(secrets: ["abc123", "p@ss word", ""])
        #expect(redactor.redact("id abc123, again abc123") == "id ***, again ***")
        #expect(redactor.redact("GET /x?key=p%40ss%20word and p@ss word") == "GET /x?key=*** and ***")
        #expect(redactor.redact("nothing here") == "nothing here")
    }

    @Test func aSecretThatHoldsAnotherIsMaskedWhole() {
        let redactor = SecretRedactor(secrets: ["key", "longkey123"])
        #expect(redactor.redact("longkey123 key") == "*** ***")
    }

    @Test func bodiesWithoutASecretAreTheSameBytes() {
        let redactor = SecretRedactor(secrets: ["abc123"])
        let invalid = Data([0x7B, 0xFF, 0x7D])
        #expect(redactor.redact(invalid) == invalid)
        #expect(redactor.redact(Data(#"{"e":"abc123"}"#.utf8)) == Data(#"{"e":"***"}"#.utf8))
    }
}
