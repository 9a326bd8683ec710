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
        #expect(Subscribers.Demand.max(Int.max) - (-1) == .none)
        #expect(Subscribers.Demand.max(5) + (-3) == .max(2))
    }

    @Test func demandComparesWithIntegers() {
        #expect(Subscribers.Demand.max(3) > 2)
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.none < 1)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(7).max == 7)
    }

    @Test func demandMultipliesAddsAndSubtractsIntegersSaturating() {
        #expect(Subscribers.Demand.max(3) * 4 == .max(12))
        #expect(Subscribers.Demand.max(3) * -1 == .none)
        #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
        #expect(Subscribers.Demand.max(2) + 3 == .max(5))
        var demand = Subscribers.Demand.max(5)
        demand -= .max(2)
        #expect(demand == .max(3))
        demand -= .unlimited
        #expect(demand == .none)
    }

    @Test func demandEqualsOnlyFiniteIntegersAndDescribesItself() {
        #expect(Subscribers.Demand.max(4) == 4)
        #expect(!(Subscribers.Demand.max(4) == 5))
        #expect(!(Subscribers.Demand.unlimited == Int.max))
        #expect(Subscribers.Demand.max(4).description == "max(4)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }
}
