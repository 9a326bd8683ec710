import Foundation

@testable import Services

/// A real sample body to mutate, with the statuses it may be served with (the first is its real one).
struct FuzzSample {
    var name: String
    var statuses: [Int]
    var body: Data
    /// The body parsed for structure-level mutations.
    var document: FuzzJSON

    init(_ name: String, statuses: [Int], fixture: Bool = false) throws {
        self.name = name
        self.statuses = statuses
        body = fixture ? try Samples.fixture(name) : try Samples.shared(name)
        document = try JSONDecoder().decode(FuzzJSON.self, from: body)
    }

    /// Case `index` of `fuzzer`: 40 % structure-level, 35 % byte-level, 25 % both, 1–3 operations
    /// each; served with the real status 90 % of the time, another listed one otherwise.
    func makeCase(fuzzer: String, index: Int, using random: inout SeededGenerator) -> FuzzCase {
        let mode = random.next() % 100
        var operations: [String] = []
        var bytes = body
        if mode < 65 {
            var tree = document
            operations += JSONMutator.mutate(&tree, count: 1 + Int(random.next() % 3), using: &random)
            bytes = tree.bytes
        }
        if mode >= 40 {
            operations += ByteMutator.mutate(&bytes, count: 1 + Int(random.next() % 3), using: &random)
        }
        let status = random.next() % 10 == 0 ? random.pick(statuses) : statuses[0]
        return FuzzCase(
            fuzzer: fuzzer, index: index, sample: name, status: status, operations: operations, body: bytes)
    }
}
