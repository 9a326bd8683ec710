import AppRuntime
import Widgets

/// What can be copied about the user shown: the email and the phone number, each only when known
/// (a key that would copy nothing is left out of the table).
struct UsersCopyable {
    var email: String?
    var phone: String?

    init(email: String? = nil, phone: String? = nil) {
        self.email = email.flatMap { $0.isEmpty ? nil : $0 }
        self.phone = phone.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The copy keys that copy something.
    var keyMap: KeyMap<UsersCommand> {
        KeyMap((email != nil ? [UsersKeyMap.copyEmail] : []) + (phone != nil ? [UsersKeyMap.copyPhone] : []))
    }

    /// The copy `command` asks for, when it is one and there is something to copy.
    func outcome(for command: UsersCommand?) -> KeyOutcome? {
        switch command {
        case .copyEmail: email.map { .copy($0, named: "email") }
        case .copyPhone: phone.map { .copy($0, named: "phone number") }
        default: nil
        }
    }
}
