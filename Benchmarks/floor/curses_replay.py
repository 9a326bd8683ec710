#!/usr/bin/env python3
"""The plain-ncurses floor for tern's frames: draws screens recorded from tern, one per key.

Reads a JSON file holding a list of screens (each a list of rows, each row a list of runs
[column, text, bold, dim, underline, reverse, foreground, background]) and draws the first at start, then the
next one for every key it reads, with one refresh per screen: what plain ncurses writes to go
from one of tern's frames to the next. It links the same libncursesw as tern. `q` (or running out
of screens) quits. frames_per_key.py drives it through a pty.
Usage: curses_replay.py SCREENS.json
"""
import curses
import json
import sys


def attributes(run, pairs):
    _, _, bold, dim, underline, reverse, foreground, background = run
    value = 0
    if bold:
        value |= curses.A_BOLD
    if dim:
        value |= curses.A_DIM
    if underline:
        value |= curses.A_UNDERLINE
    if reverse:
        value |= curses.A_REVERSE
    colors = (foreground, background)
    if colors != (-1, -1) and curses.has_colors():
        if colors not in pairs:
            pairs[colors] = len(pairs) + 1
            curses.init_pair(pairs[colors], foreground, background)
        value |= curses.color_pair(pairs[colors])
    return value


def draw(window, screen, pairs):
    window.erase()
    for y, row in enumerate(screen):
        for run in row:
            try:
                window.addstr(y, run[0], run[1], attributes(run, pairs))
            except curses.error:
                pass  # the bottom-right cell: written, but the cursor cannot move past it
    window.refresh()


def main(window, screens):
    curses.curs_set(0)
    if curses.has_colors():
        curses.use_default_colors()
    pairs = {}
    draw(window, screens[0], pairs)
    for screen in screens[1:]:
        if window.getch() == ord("q"):
            return
        draw(window, screen, pairs)
    window.getch()


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as file:
        recorded = json.load(file)
    curses.wrapper(main, recorded)
