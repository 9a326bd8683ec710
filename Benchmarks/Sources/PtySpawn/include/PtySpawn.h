#ifndef PTY_SPAWN_H
#define PTY_SPAWN_H

#include <sys/types.h>

/// Starts `argv[0]` (a path) with `envp` in a new session whose controlling terminal is a fresh
/// pseudo-terminal of `rows` x `columns`. Stores the non-blocking master end in `*master` and
/// returns the child's pid, or -1 with errno set. The child only calls async-signal-safe functions.
pid_t pty_spawn(char *const argv[], char *const envp[], unsigned short rows, unsigned short columns, int *master);

#endif
