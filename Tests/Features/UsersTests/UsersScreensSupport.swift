import AppRuntime
import Domain
import DomainTestSupport
import Foundation
import PubSubTestSupport
import TerminalCore
import Widgets

@testable import ListDetail
@testable import Users

/// People for the Users screen snapshots: many scripts, a long name, missing fields.
enum UsersScreenFixtures {
    static let names = [
        "Sara Andersen", "Søren Kierkegaard", "山田 太郎", "José Álvarez", "Zoë Ångström", "김 민준", "Ольга Петрова",
        "Nguyễn Văn An", "Ada Lovelace", "Maximilian Alexander von Hohenzollern-Sigmaringen the Third",
        "Zoe Adams", "Kofi Mensah",
    ]

    static func user(_ index: Int) -> User {
        let parts = names[index % names.count].split(separator: " ", maxSplits: 1).map(String.init)
        return User(
            id: String(format: "60d0fe4f5311236168a1%04x", index), title: index % 3 == 0 ? "ms" : "mr",
            firstName: parts[0], lastName: parts.count > 1 ? parts[1] : "",
            email: index % 5 == 4 ? nil : "user\(index)@example.com",
            location: UserLocation(city: "Kongsvinger", country: "Denmark"))
    }

    /// The full record of user `index`, as the detail loads it.
    static func fullUser(_ index: Int) -> User {
        var user = user(index)
        user.gender = index % 2 == 0 ? "female" : "male"
        user.dateOfBirth = Date(timeIntervalSince1970: 830_892_409)
        user.registerDate = Date(timeIntervalSince1970: 1_624_316_542)
        user.phone = index % 4 == 3 ? nil : "92694011"
        user.location = UserLocation(
            street: "9614, Søndermarksvej", city: "Kongsvinger", state: "Nordjylland", country: "Denmark")
        return user
    }

    static func page(count: Int, total: Int) -> ListPage<UserSummary> {
        ListPage(items: (0..<count).map { UserSummary(user($0)) }, total: total, note: "sample data")
    }
}

/// The sizes the Users screens are snapshotted at.
let usersSnapshotSizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

/// A frame exactly as tern draws it with `screens` as the Users section's stack: the app runtime
/// composes it (`App.renderFrame`) with tern's two sections, so the title bar names them and shows
/// the title beneath any overlay, and the status bar has the top screen's keys and the global ones.
func frame(of screens: [any Screen], size: Size, theme: Theme = .default) -> Buffer {
    // Only the Weather section's title shows beside the Users section: any screen stands in for it.
    let weather = Section(title: "Weather", root: makeUsersScreen())
    return appFrame(sections: [Section(title: "Users", root: screens[0]), weather], size: size, theme: theme)
}

/// Lays `screens` out in the body of an app frame at `size`, as the runtime does before drawing it:
/// what a test needs before keys and clicks that depend on the width or on where rows go.
func layOut(_ screens: [any Screen], size: Size) {
    for screen in screens {
        screen.layout(in: Rect(x: 0, y: 1, width: size.width, height: size.height - 2))
    }
}

private func appFrame(sections: [Section], size: Size, theme: Theme) -> Buffer {
    let app = App(name: "tern", terminal: InMemoryTerminal(size: size), sections: sections)
    app.theme = theme
    return app.renderFrame()
}

/// A Users screen as every Users screen test makes it: a silent service, a virtual-time scheduler
/// that is never advanced (tests send results themselves, so every frame is settled), UTC.
func makeUsersScreen(startup: UsersStartup = UsersStartup()) -> UsersScreen {
    UsersSection(service: SilentUsersService(), pageSize: 50, timeZone: .gmt, locale: .posix)
        .makeScreen(scheduler: TestScheduler(), startup: startup)
}

extension UsersScreen {
    /// Delivers the first page as if the service had answered.
    func deliverFirstPage(count: Int, total: Int) {
        guard let request = store.state.pageRequest else { return }
        store.send(.pageLoaded(request, UsersScreenFixtures.page(count: count, total: total)))
    }

    /// Delivers the full record of fixture user `index` as if the service had answered the detail.
    func deliverRecord(_ index: Int) {
        guard let request = store.state.detailRequest else { return }
        store.send(.detailLoaded(request, Fetched(UsersScreenFixtures.fullUser(index))))
    }
}
