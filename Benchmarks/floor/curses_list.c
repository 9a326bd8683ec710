/* The start-up floor for tern-bench: the least a program on ncursesw can take to its first frame.
 *
 * The same screen as curses_list.py draws (a title bar with the position, a list of "Full Name  email"
 * rows with the first in reverse video, a status bar), in C on the same libncursesw as tern, so the
 * time from exec to its first frame is what the library and the kernel cost. q quits.
 * Build: cc -O2 -o curses_list curses_list.c -lncursesw      Usage: curses_list [COUNT] (default 107)
 */
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

static const char *first[] = {"Maria", "James", "Aiko", "Chen", "Fatima", "Lucas", "Olga", "Ravi", "Sofia", "Tomas"};
static const char *last[] = {"Garcia", "Smith", "Tanaka", "Wei", "Khan", "Silva", "Ivanova", "Patel", "Rossi", "Novak"};

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 107;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    int rows, columns;
    getmaxyx(stdscr, rows, columns);
    char line[512];
    snprintf(line, sizeof line, " Users · %d%*s", count, columns > 40 ? columns - 30 : 0, "1 · sample data ");
    attron(A_REVERSE);
    mvaddnstr(0, 0, line, columns);
    attroff(A_REVERSE);
    for (int index = 0; index < rows - 2 && index < count; index++) {
        const char *f = first[index % 10], *l = last[(index / 10) % 10];
        snprintf(line, sizeof line, " %s %s %-16d %c%s.%c%s%d@example.com", f, l, index, f[0] | 32, f + 1, l[0] | 32,
                 l + 1, index);
        if (index == 0) attron(A_REVERSE);
        mvaddnstr(1 + index, 0, line, columns - 1);
        if (index == 0) attroff(A_REVERSE);
    }
    attron(A_DIM);
    mvaddnstr(rows - 1, 0, " \xe2\x86\x91\xe2\x86\x93 move  m more info  q quit", columns - 1);
    attroff(A_DIM);
    refresh();
    while (getch() != 'q') {
    }
    endwin();
    return 0;
}
