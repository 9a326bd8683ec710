import TerminalCore

/// Follows modals opening and closing during a key mash and checks that a closed modal gives back
/// exactly the frame that was beneath it when it opened.
///
/// The check is exact whenever the section's view-model states are the same after the close as
/// before the open; when an answer or a timer changed them meanwhile (a record loaded into the pane
/// beneath a sheet), the frame beneath may rightly differ and the close counts in `changedBeneath`.
/// A resize or a new segment forgets every open modal.
struct KeyMashModals {
    /// The app as a step found it or left it.
    struct Moment {
        var depth: Int
        var section: Int
        var segment: Int
        var frame: Buffer
        var fingerprint: KeyMashFingerprint
    }

    private struct Opened {
        var section: Int
        var beneath: Moment
    }

    private var open: [Opened] = []
    private(set) var exactRestores = 0
    private(set) var changedBeneath = 0

    /// Records one step; returns a description of the frame that came back wrong, if one did.
    mutating func record(from before: Moment, to after: Moment, resized: Bool) -> String? {
        if resized || before.segment != after.segment {
            open.removeAll()
            return nil
        }
        guard before.section == after.section else { return nil }
        if after.depth > before.depth {
            for _ in before.depth..<after.depth {
                open.append(Opened(section: after.section, beneath: before))
            }
            return nil
        }
        guard after.depth < before.depth else { return nil }
        var closed: Opened?
        for _ in after.depth..<before.depth {
            guard let index = open.lastIndex(where: { $0.section == after.section }) else { break }
            closed = open.remove(at: index)
        }
        guard let closed else { return nil }
        guard after.fingerprint == closed.beneath.fingerprint else {
            changedBeneath += 1
            return nil
        }
        guard after.frame == closed.beneath.frame else {
            let rows = after.frame.changedRows(comparedTo: closed.beneath.frame)
            let beneath = rows.map { "  \($0): \(closed.beneath.frame.line($0))" }.joined(separator: "\n")
            return "closing a modal did not restore the frame beneath; rows \(rows) were:\n\(beneath)"
        }
        exactRestores += 1
        return nil
    }
}
