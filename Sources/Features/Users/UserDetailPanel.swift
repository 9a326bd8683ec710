import Domain
import TerminalCore
import ViewModelCore
import Widgets

/// A user's detail drawn from a `UserDetail`: the identicon avatar with the initials, the
/// full name, title and email, and the "m more info" hint; a spinner while nothing is known yet,
/// and the error with "r to retry" when the full record failed.
///
/// Used by the split list (beside the rows) and by the full-screen detail.
struct UserDetailPanel: Widget {
    var detail: UserDetail
    /// False under `--no-animation`: "Loading the user…" without the spinner's glyph.
    var animates = true

    /// The hint for the more-info sheet.
    static let moreInfoHint = "m more info"
    /// The widest the content grows; wider panes center it.
    static let maximumContentWidth = 64

    /// What can help after `failure`: trying again, or going back (a user that does not exist).
    static func hint(for failure: LoadFailure) -> String {
        failure.isRetryable ? "r to retry" : "Esc back to the list"
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let padded = area.inset(top: 1, left: 2, right: 2)
        let content = padded.inset(left: max(0, (padded.width - Self.maximumContentWidth) / 2))
            .splitLeft(min(padded.width, Self.maximumContentWidth)).0
        guard let user = detail.user else {
            if let failure = detail.record.failure {
                ErrorBanner(message: failure.message, retryHint: Self.hint(for: failure)).render(
                    into: &buffer, area: content)
            } else if detail.record.isLoading {
                Spinner(frame: 0, message: "Loading the user…", animates: animates).render(into: &buffer, area: area)
            } else {
                EmptyState(message: "No user selected").render(into: &buffer, area: area)
            }
            return
        }
        let avatar = Identicon(id: user.id, initials: user.initials)
        let avatarHeight = avatar.size(in: content).height
        avatar.render(into: &buffer, area: content)
        let (nameRow, below) = content.inset(top: avatarHeight + 1).splitTop(1)
        let name = TextLayout.truncate(TextSanitizer.sanitize(user.fullName), toWidth: nameRow.width)
        buffer.write(
            name, x: nameRow.x + max(0, (nameRow.width - DisplayWidth.of(name)) / 2), y: nameRow.y,
            style: .bold, clip: nameRow)
        let rows = [DetailRow.blank] + detail.summaryFields.map { DetailRow.field($0.label, $0.value) }
        let pane = DetailPane(rows: rows)
        let (paneArea, rest) = below.splitTop(pane.height(forWidth: below.width))
        pane.render(into: &buffer, area: paneArea)
        var next = rest.inset(top: 1)
        if let failure = detail.record.failure {
            let banner = ErrorBanner(message: failure.message, retryHint: Self.hint(for: failure))
            let (bannerArea, after) = next.splitTop(banner.height(forWidth: next.width))
            banner.render(into: &buffer, area: bannerArea.inset(left: -1))
            next = after.inset(top: 1)
        }
        buffer.write(Self.moreInfoHint, x: next.x, y: next.y, style: buffer.theme[.secondary], clip: next)
    }
}
