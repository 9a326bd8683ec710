#include "PtySpawn.h"

#include <fcntl.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

pid_t pty_spawn(char *const argv[], char *const envp[], unsigned short rows, unsigned short columns, int *master) {
    struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
    pid_t pid = forkpty(master, NULL, NULL, &size);
    if (pid == 0) {
        execve(argv[0], argv, envp);
        _exit(127);
    }
    if (pid > 0) {
        fcntl(*master, F_SETFL, fcntl(*master, F_GETFL) | O_NONBLOCK);
    }
    return pid;
}

int pty_resize(int master, unsigned short rows, unsigned short columns) {
    struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
    return ioctl(master, TIOCSWINSZ, &size);
}
