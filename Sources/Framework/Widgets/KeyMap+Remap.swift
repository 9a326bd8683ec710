import TerminalCore

extension KeyMap {
    /// This table with the keys `remap` binds: in each binding a bound action's keys take the place
    /// of its defaults (the status bar names them, and a binding of one action the person bound is
    /// named there even when its default is not), a default key that `remap` binds to another
    /// action is left out, and a binding left with no key goes. Each key dispatches what its
    /// action's default keys did. While a text field has the keys (`typing`) a printable character
    /// types, so the characters `remap` binds neither act nor take a key there.
    public func remapped(_ remap: KeyRemap, typing: Bool = false) -> KeyMap {
        guard !remap.isEmpty else { return self }
        let taken = remap.boundKeys.filter { !(typing && $0.types) }
        let remappedEntries = entries.compactMap { entry -> Entry? in
            let binding = entry.binding
            var shown: [(key: Key, action: String)] = []
            var hidden: [(key: Key, action: String)] = []
            var placed: Set<String> = []
            var representative: [String: Key] = [:]
            var bindsOne = false
            for (index, (key, action)) in zip(binding.keys, binding.actions).enumerated() {
                if representative[action] == nil { representative[action] = key }
                if let bound = remap.keys[action] {
                    bindsOne = true
                    guard placed.insert(action).inserted else { continue }
                    shown += bound.filter { !(typing && $0.types) }.map { ($0, action) }
                } else if !taken.contains(key) {
                    if index < binding.statusKeyCount {
                        shown.append((key, action))
                    } else {
                        hidden.append((key, action))
                    }
                }
            }
            let keys = shown + hidden
            guard !keys.isEmpty else { return nil }
            guard bindsOne || keys.count != binding.keys.count else { return entry }
            var remappedBinding = KeyBinding(
                keys: keys.map(\.key), actions: keys.map(\.action), label: binding.label, help: binding.help,
                showsInStatusBar: binding.showsInStatusBar || (bindsOne && Set(binding.actions).count == 1),
                statusKeyCount: shown.count)
            if shown.isEmpty { remappedBinding.statusKeyCount = keys.count }
            let actionOfKey = Dictionary(keys.map { ($0.key, $0.action) }, uniquingKeysWith: { first, _ in first })
            let (command, defaultKey) = (entry.command, representative)
            return Entry(remappedBinding) { key in
                command(actionOfKey[key].flatMap { defaultKey[$0] } ?? key)
            }
        }
        return KeyMap(remappedEntries, mouse: mouseEntries)
    }
}

extension Key {
    /// True for a key that types in a text field: a printable character.
    fileprivate var types: Bool {
        if case .character = self { return true }
        return false
    }
}
