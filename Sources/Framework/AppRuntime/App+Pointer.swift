import TerminalCore

extension App {
    /// Handles a mouse report. A release does nothing. Like a key, a press or a wheel notch first
    /// hides the notice banner and does nothing else; over the help overlay the wheel scrolls it and
    /// a click outside it closes it; a click on a section's name in the title bar shows that
    /// section; anything else goes to the current screen, which hit-tests it against its last frame.
    public func process(mouse event: MouseEvent) {
        if case .release = event.action { return }
        guard !isTooSmall else { return }
        statusMessage = nil
        if !notices.unseen.isEmpty { return notices.dismiss() }
        if isShowingHelp { return processHelp(mouse: event) }
        if case .press(.left) = event.action,
            let section = drawnSections.first(where: { $0.value.contains(x: event.x, y: event.y) })?.key
        {
            return showSection(section)
        }
        apply(topScreen.handle(mouse: event))
    }

    /// Handles a bracketed paste: the current screen's focused field takes it as one edit. Like a key, it
    /// only hides the notice banner while one shows; over the help overlay it does nothing.
    public func process(paste text: String) {
        guard !isTooSmall else { return }
        statusMessage = nil
        if !notices.unseen.isEmpty { return notices.dismiss() }
        guard !isShowingHelp else { return }
        apply(topScreen.handle(paste: text))
    }

    private func processHelp(mouse event: MouseEvent) {
        switch event.action {
        case .wheelUp: scrollHelp(by: -ListMouseMap.wheelRows)
        case .wheelDown: scrollHelp(by: ListMouseMap.wheelRows)
        case .press:
            if let box = drawnHelp?.box, !box.contains(x: event.x, y: event.y) { isShowingHelp = false }
        case .release: break
        }
    }
}
