import AppRuntime
import TernApp

StartupTrace.mark("main")
TernLauncher.run(TernCommand.parseLaunchOrExit())
