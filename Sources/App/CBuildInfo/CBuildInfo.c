#include "CBuildInfo.h"

// Written by scripts/build-info (make runs it before every build); absent after a clone.
#if __has_include("build-info.h")
#include "build-info.h"
#endif

#ifndef TERN_BUILD_COMMIT
#define TERN_BUILD_COMMIT ""
#endif
#ifndef TERN_BUILD_DATE
#define TERN_BUILD_DATE ""
#endif

const char *tern_build_commit(void) { return TERN_BUILD_COMMIT; }

const char *tern_build_date(void) { return TERN_BUILD_DATE; }
