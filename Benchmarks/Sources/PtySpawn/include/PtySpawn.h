#ifndef PTY_SPAWN_H
#define PTY_SPAWN_H

#include <sys/types.h>

/// Starts `argv[0]` (a path) with `envp` in a new session whose controlling terminal is a fresh
/// pseudo-terminal of `rows` x `columns`. Stores the non-blocking master end in `*master` and
/// returns the child's pid, or -1 with errno set. The child only calls async-signal-safe functions.
pid_t pty_spawn(char *const argv[], char *const envp[], unsigned short rows, unsigned short columns, int *master);

/// Sets the size of the pseudo-terminal whose master end is `master` (TIOCSWINSZ), as a terminal
/// window does when it is resized: the kernel sends SIGWINCH to the foreground process group.
/// Returns 0, or -1 with errno set.
int pty_resize(int master, unsigned short rows, unsigned short columns);

#endif
