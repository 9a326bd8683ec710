// Placeholder until the ViewModels layer lands.
