// Placeholder until the TerminalTestSupport layer lands.
