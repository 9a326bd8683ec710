/* peak_rss COMMAND [ARG…] — runs COMMAND to its end, its output thrown away, and prints its peak
 * resident set in KiB.
 *
 * For tern-bench's "to its end" rows. Linux's ru_maxrss of a process started with posix_spawn
 * (vfork) from a large parent counts the parent's memory, shared until exec; this helper is small
 * and forks, so the peak it reports is the command's own. Prints nothing and exits 1 if the command
 * could not run or did not exit 0.
 * Build: cc -O2 -o peak_rss peak_rss.c
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) return 1;
    pid_t pid = fork();
    if (pid < 0) return 1;
    if (pid == 0) {
        FILE *nothing = freopen("/dev/null", "w", stdout);
        if (nothing == NULL) _exit(127);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%ld\n", usage.ru_maxrss);
    return 0;
}
