import ArgumentParser
import Domain
import Foundation
import Services
import Testing

@testable import TernApp

/// `--fields`: only the keys named, dotted paths into objects and into each element of an array,
/// and a usage error listing the valid fields for anything else.
@Suite struct ReportFieldsTests {
    private static let user = ReportJSONValue.object([
        "id": .text("a1"), "email": .null,
        "location": .object(["city": .text("Kraków"), "country": .text("Poland")]),
    ])

    @Test func keepsTheKeysNamedAndTheirNestedMembers() throws {
        let fields = try ReportFields("id, location.city", valid: ["id", "email", "location", "location.city"])
        #expect(
            fields.select(Self.user)
                == .object(["id": .text("a1"), "location": .object(["city": .text("Kraków")])]))
        let whole = try ReportFields("location", valid: ["location"])
        #expect(
            whole.select(Self.user)
                == .object(["location": .object(["city": .text("Kraków"), "country": .text("Poland")])]))
    }

    @Test func aPathGoesIntoEachElementOfAnArrayAndANullStaysNull() throws {
        let forecast = ReportJSONValue.object([
            "current": .null, "days": .array([.object(["date": .text("d1"), "max": .integer(3)]), .object([:])]),
        ])
        let fields = try ReportFields("current.temperature,days.max", valid: ["current.temperature", "days.max"])
        #expect(
            fields.select(forecast, keeping: ["schema_version"])
                == .object(["current": .null, "days": .array([.object(["max": .integer(3)]), .object([:])])]))
    }

    @Test func theEnvelopeIsKeptWhenAsked() throws {
        let document = ReportJSONValue.object(["schema_version": .integer(1), "id": .text("x"), "other": .bool(true)])
        #expect(
            try ReportFields("id", valid: ["id"]).select(document, keeping: ReportJSON.envelopeKeys)
                == .object(["schema_version": .integer(1), "id": .text("x")]))
    }

    @Test func anUnknownOrEmptyFieldIsAUsageErrorListingTheValidOnes() {
        #expect(throws: ValidationError.self) { try ReportFields("nmae", valid: ["id", "name"]) }
        do {
            _ = try ReportFields("id,nmae", valid: ["id", "name"])
        } catch {
            #expect(error.message == "--fields has unknown field \"nmae\"; the fields are id, name.")
        }
        do {
            _ = try ReportFields("id,", valid: ["id"])
        } catch {
            #expect(error.message == "--fields has an empty field; the fields are id.")
        }
    }

    /// The lists `--fields` accepts are every key path of a record that has every key, so none can
    /// be missing or made up: a bundled sample person and the sample forecast, found by walking them.
    @Test func theValidFieldsAreEveryKeyPathOfAFullRecord() async throws {
        let users = try await SampleUsersService().loadPage(0, limit: 1).value.users
        #expect(ReportJSON.userFields.sorted() == Self.paths(in: ReportJSON.user(try #require(users.first))).sorted())
        let forecast = try await SampleWeatherService(now: { Date(timeIntervalSince1970: 1_795_000_000) })
            .loadForecast(.city("London"), units: .metric)
        var document = ReportJSON.forecast(forecast)
        if case .object(var members) = document {
            for key in ReportJSON.envelopeKeys { members[key] = nil }
            document = .object(members)
        }
        #expect(forecast.value.current != nil && !forecast.value.hourly.isEmpty)
        #expect(ReportJSON.forecastFields.sorted() == Self.paths(in: document).sorted())
    }

    /// Every dotted key path in `value`; an array's elements' keys count under the array's.
    private static func paths(in value: ReportJSONValue, prefix: String = "") -> [String] {
        switch value {
        case .object(let members):
            return members.keys.flatMap { key in
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                return [path] + paths(in: members[key]!, prefix: path)
            }
        case .array(let elements):
            return Array(Set(elements.flatMap { paths(in: $0, prefix: prefix) }))
        default:
            return []
        }
    }
}
