// What `tern --version` says about the build: the commit and the date, compiled in, never looked
// up at run time (no git, no clock before the first frame). `make` writes them into build-info.h
// beside CBuildInfo.c (scripts/build-info, not in git); a plain `swift build` has no such file
// and both are "" (unknown). A header of its own, apart from the public one: a new commit
// recompiles one C file and relinks, and no Swift module that imports this one is rebuilt.
#ifndef TERN_CBUILDINFO_H
#define TERN_CBUILDINFO_H

/// The commit tern was built from, 12 hex digits, "-dirty" after them when tracked files differed
/// from it; "" when unknown.
const char *tern_build_commit(void);

/// The day tern was built, YYYY-MM-DD in UTC (SOURCE_DATE_EPOCH's, when set); "" when unknown.
const char *tern_build_date(void);

#endif
