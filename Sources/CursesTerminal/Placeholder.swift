// Placeholder until the CursesTerminal layer lands.
