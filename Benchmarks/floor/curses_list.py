#!/usr/bin/env python3
"""The rendering floor for tern-bench: the least a curses list of N users can write per key.

A title bar (with the selection's position, "12/100000", at its right as tern shows it), a
scrolling list of "Full Name  email" rows with the selection in reverse video, a status bar, and a
boxed more-info sheet on `m` (while it is open the status bar names its keys, as tern's does). It links the same libncursesw as tern, so the bytes
it writes per key are what ncurses needs for that change. Keys: arrows, PgUp/PgDn, Home/End, m, q.
Usage: curses_list.py [COUNT]   (default 100000)
"""
import curses
import sys

FIRST = ["Maria", "James", "Aiko", "Chen", "Fatima", "Lucas", "Olga", "Ravi", "Sofia", "Tomas"]
LAST = ["Garcia", "Smith", "Tanaka", "Wei", "Khan", "Silva", "Ivanova", "Patel", "Rossi", "Novak"]


def user(index):
    first = FIRST[index % len(FIRST)]
    last = LAST[(index // len(FIRST)) % len(LAST)]
    return f"{first} {last} {index}", f"{first.lower()}.{last.lower()}{index}@example.com"


def main(screen, count):
    curses.curs_set(0)
    screen.keypad(True)
    selection, top, sheet = 0, 0, None
    while True:
        rows, columns = screen.getmaxyx()
        visible = rows - 2
        top = min(max(top, selection - visible + 1), selection)
        screen.erase()
        position = f"{selection + 1}/{count} · sample data "
        title = f" Users · {count} "
        screen.addnstr(0, 0, (title + position.rjust(columns - len(title))).ljust(columns), columns, curses.A_REVERSE)
        for line in range(visible):
            index = top + line
            if index >= count:
                break
            name, email = user(index)
            text = f" {name:<28} {email}"[: columns - 1].ljust(columns - 1)
            screen.addnstr(1 + line, 0, text, columns - 1, curses.A_REVERSE if index == selection else 0)
        keys = " Esc/m close  q quit" if sheet is not None else " ↑↓ move  m more info  q quit"
        screen.addnstr(rows - 1, 0, keys, columns - 1, curses.A_DIM)
        screen.noutrefresh()
        if sheet is not None:
            sheet.noutrefresh()
        curses.doupdate()
        key = screen.getch()
        if key == ord("q"):
            return
        if key == ord("m"):
            if sheet is None:
                name, email = user(selection)
                sheet = curses.newwin(10, 50, (rows - 10) // 2, (columns - 50) // 2)
                sheet.box()
                for offset, text in enumerate([name, email, "Phone  +1 555 0100", "Born   1990-01-01",
                                               "City   Springfield", "Esc or m closes"]):
                    sheet.addnstr(2 + offset, 2, text, 46)
            else:
                sheet = None
            continue
        moves = {curses.KEY_DOWN: 1, curses.KEY_UP: -1, curses.KEY_NPAGE: visible, curses.KEY_PPAGE: -visible}
        if key in moves:
            selection += moves[key]
        elif key == curses.KEY_HOME:
            selection = 0
        elif key == curses.KEY_END:
            selection = count - 1
        selection = min(max(selection, 0), count - 1)


if __name__ == "__main__":
    curses.wrapper(main, int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
