import PubSub
import Testing

@Suite struct DemandTests {
    @Test func demandIsAdditive() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        var demand = Subscribers.Demand.none
        demand += 4
        #expect(demand == .max(4))
    }

    @Test func demandSaturates() {
        #expect(Subscribers.Demand.max(1) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + .max(Int.max) == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
        #expect(Subscribers.Demand.max(-3) == .none)
    }

    @Test func demandComparesWithIntegers() {
        #expect(Subscribers.Demand.max(3) > 2)
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.none < 1)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(7).max == 7)
    }
}
