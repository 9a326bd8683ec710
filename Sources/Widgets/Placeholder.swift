// Placeholder until the Widgets layer lands.
