import TernApp

BacktraceSettings.applyByReexecutingIfNeeded()
TernLauncher.run(TernCommand.parseLaunchOrExit())
