// Holds on a platform whose NotificationCenter lets a subclass see the calls made to it, which is
// what OpenCombine's `TestNotificationCenter` double needs: compiles, and exits 0 once every
// override was reached through the base type.
import Foundation

final class RecordingCenter: NotificationCenter, @unchecked Sendable {
    var calls: [String] = []

    override func addObserver(
        forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @Sendable @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        calls.append("addObserver")
        return super.addObserver(forName: name, object: obj, queue: queue, using: block)
    }

    override func removeObserver(_ observer: Any) {
        calls.append("removeObserver")
        super.removeObserver(observer)
    }

    override func post(name aName: Notification.Name, object anObject: Any?, userInfo: [AnyHashable: Any]? = nil) {
        calls.append("post")
        super.post(name: aName, object: anObject, userInfo: userInfo)
    }
}

let recording = RecordingCenter()
let center: NotificationCenter = recording
let token = center.addObserver(forName: .init("probe"), object: nil, queue: nil) { _ in }
center.post(name: .init("probe"), object: nil, userInfo: nil)
center.removeObserver(token)
exit(recording.calls == ["addObserver", "post", "removeObserver"] ? 0 : 1)
