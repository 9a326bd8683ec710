import Dispatch
import PubSub
import Testing

@Suite struct SchedulerStrideTests {
    @Test func unitsConvertToNanoseconds() {
        #expect(SchedulerStride.seconds(2).nanoseconds == 2_000_000_000)
        #expect(SchedulerStride.seconds(0.25).nanoseconds == 250_000_000)
        #expect(SchedulerStride.seconds(1e-10).nanoseconds == 0)
        #expect(SchedulerStride.milliseconds(3).nanoseconds == 3_000_000)
        #expect(SchedulerStride.microseconds(4).nanoseconds == 4_000)
        #expect(SchedulerStride.nanoseconds(5).nanoseconds == 5)
        #expect(SchedulerStride(nanoseconds: 6).nanoseconds == 6)
    }

    @Test func integerLiteralsAndExactConversionsCountSeconds() {
        let literal: SchedulerStride = 3
        #expect(literal == .seconds(3))
        #expect(SchedulerStride(exactly: UInt8(2)) == .seconds(2))
        #expect(SchedulerStride(exactly: -1) == .seconds(-1))
        #expect(SchedulerStride(exactly: UInt64.max) == nil)
    }

    @Test func arithmeticIsExactInVirtualTime() {
        let tenth = SchedulerStride.seconds(0.1)
        #expect(tenth + tenth + tenth + tenth == .seconds(0.4))
        #expect(SchedulerStride.seconds(1) - .milliseconds(250) == .milliseconds(750))
        #expect(SchedulerStride.milliseconds(500) * 3 == .milliseconds(1_500))
        #expect(-SchedulerStride.seconds(2) == .seconds(-2))
        var stride = SchedulerStride.seconds(1)
        stride += .milliseconds(500)
        #expect(stride == .milliseconds(1_500))
        stride -= .seconds(1)
        #expect(stride == .milliseconds(500))
        stride *= 4
        #expect(stride == .seconds(2))
    }

    @Test func comparisonMagnitudeAndDescription() {
        #expect(SchedulerStride.milliseconds(999) < .seconds(1))
        #expect(!(SchedulerStride.seconds(1) < .seconds(1)))
        #expect([SchedulerStride.seconds(2), .zero, .seconds(-1)].sorted() == [.seconds(-1), .zero, .seconds(2)])
        #expect(SchedulerStride.seconds(-3).magnitude == -3_000_000_000)
        #expect(SchedulerStride.milliseconds(1_500).timeInterval == .nanoseconds(1_500_000_000))
        #expect(SchedulerStride.milliseconds(1_500).description == "1.5s")
        #expect(Set([SchedulerStride.seconds(1), .milliseconds(1_000)]).count == 1)
    }

    /// Combine's dispatch stride: a signed `magnitude` in nanoseconds, a `DispatchTimeInterval`.
    @Test func dispatchStrideHasCombinesShape() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect((Stride.nanoseconds(7) - .nanoseconds(12)).magnitude == -5)
        #expect(Stride(.never).magnitude == .max)
        #expect(Stride(.seconds(.min)).magnitude == .min)
        #expect(Stride.seconds(2).timeInterval == .nanoseconds(2_000_000_000))
        #expect((1.5 as Stride).magnitude == 1_500_000_000)
    }

    /// Combine's `DispatchQueue` stride clamps where these trapped (overflow and float conversion).
    @Test func arithmeticAndConversionsSaturate() {
        #expect(SchedulerStride.seconds(Double(Int.max) / 1e9).nanoseconds == .max)
        #expect(SchedulerStride.seconds(-1e300).nanoseconds == .min)
        #expect(SchedulerStride.seconds(Int.max).nanoseconds == .max)
        #expect(SchedulerStride.milliseconds(Int.min).nanoseconds == .min)
        #expect((SchedulerStride.nanoseconds(.max) + .nanoseconds(1)).nanoseconds == .max)
        #expect((SchedulerStride.nanoseconds(.min) - .nanoseconds(1)).nanoseconds == .min)
        #expect((SchedulerStride.seconds(Int.max / 1_000_000_000) * .seconds(10)).nanoseconds == .max)
    }

    @Test func dispatchTimesClampLikeCombine() {
        typealias Time = DispatchQueue.SchedulerTimeType
        let time = Time(DispatchTime(uptimeNanoseconds: 10_000))
        let future = Time(.distantFuture)
        #expect(time.distance(to: future) == .nanoseconds(.max))
        #expect(future.distance(to: time) == .nanoseconds(.max))
        #expect(future.distance(to: future) == .zero)
        #expect(time.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
        let boot = Time(DispatchTime(uptimeNanoseconds: 1))
        #expect(boot.advanced(by: .nanoseconds(-1000)).dispatchTime.uptimeNanoseconds == 1)
    }
}
