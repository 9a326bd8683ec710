import TernApp

TernApp.main()
