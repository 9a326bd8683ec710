#!/usr/bin/env python3
"""Frames and bytes per key: tern against a plain-ncurses replay of the same frames.

Drives the tern binary in an 80x24 pty (TERM=xterm-256color, LANG=C.UTF-8, sample users), sends
keys one at a time and records everything written until the output has been quiet for 1.2 s, so
late frames (a debounce, a page that arrives afterwards) count. Bursts of output separated by at
least 1 ms are counted as frames. The output is fed to a terminal emulator (pyte) to know the
screen each key leaves; curses_replay.py then draws exactly those screens through plain ncurses,
one refresh per key, and its bytes are the floor. Prints a Markdown table.

Needs pyte (`python3 -m pip install pyte`). Usage:
  frames_per_key.py [--tern PATH] [--users N] [--quiet-ms MS]
TERN_BINARY also names the binary; the default is .build/release/tern beside Benchmarks/.
"""
import argparse
import fcntl
import json
import os
import pty
import select
import struct
import sys
import tempfile
import termios
import time

try:
    import pyte
    from pyte import graphics
except ImportError:
    sys.exit("frames_per_key.py needs pyte: python3 -m pip install pyte")

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS, ROWS = 80, 24
FRAME_GAP = 0.001

# (label, bytes) in order; the list starts on 100 loaded users (two pages), so the first PgDn and
# End load more; the filter searches all 100,000 at once without loading pages (decision 1900).
KEYS = [
    ("first PgDn", b"\x1b[6~"),
    ("↓", b"\x1bOB"),
    ("m (open the sheet)", b"m"),
    ("m (close the sheet)", b"m"),
    ("/ (open the filter)", b"/"),
    ("d (filter letter)", b"d"),
    ("a (filter letter)", b"a"),
    ("Esc (clear the filter)", b"\x1b"),
    ("Enter (open the detail)", b"\r"),
    ("m (sheet over the detail)", b"m"),
    ("Esc (close the sheet)", b"\x1b"),
    ("Esc (back to the list)", b"\x1b"),
    ("End", b"\x1bOF"),
    ("↑", b"\x1bOA"),
    ("Home", b"\x1bOH"),
]


class TernScreen(pyte.Screen):
    """pyte's screen with what ncurses uses on xterm-256color and pyte lacks: dim (kept in the
    unused blink attribute), REP, and scrolling by SU/SD."""

    last_character = " "

    def draw(self, data):
        super().draw(data)
        if data:
            self.last_character = data[-1]

    def select_graphic_rendition(self, *attrs, private=False):
        mapped = []
        for attr in attrs:
            if attr == 2:
                mapped.append(5)
            elif attr == 22:
                mapped += [22, 25]
            else:
                mapped.append(attr)
        super().select_graphic_rendition(*mapped)

    def repeat(self, count=1):
        self.draw(self.last_character * max(1, count))

    def scroll_up(self, count=1):
        x, y = self.cursor.x, self.cursor.y
        self.cursor.y = self.margins.bottom if self.margins else self.lines - 1
        for _ in range(max(1, count)):
            self.index()
        self.cursor.x, self.cursor.y = x, y

    def scroll_down(self, count=1):
        x, y = self.cursor.x, self.cursor.y
        self.cursor.y = self.margins.top if self.margins else 0
        for _ in range(max(1, count)):
            self.reverse_index()
        self.cursor.x, self.cursor.y = x, y


class TernStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat", S="scroll_up", T="scroll_down")


COLOR_INDEX = {name: index for index, name in enumerate(
    ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"])}
COLOR_INDEX.update({"bright" + name: index + 8 for name, index in list(COLOR_INDEX.items())})
for index, value in enumerate(graphics.FG_BG_256):
    COLOR_INDEX.setdefault(value, index)


def color(value):
    return -1 if value == "default" else COLOR_INDEX.get(value, -1)


def snapshot(screen):
    """The screen as rows of runs [column, text, bold, dim, underline, reverse, fg, bg]."""
    rows = []
    for y in range(screen.lines):
        runs, line = [], screen.buffer[y]
        for x in range(screen.columns):
            cell = line[x]
            if cell.data == "":
                continue  # the right half of a wide character
            style = [cell.bold, cell.blink, cell.underscore, cell.reverse, color(cell.fg), color(cell.bg)]
            if runs and runs[-1][2:] == style and runs[-1][0] + len(runs[-1][1]) == x:
                runs[-1][1] += cell.data
            else:
                runs.append([x, cell.data] + style)
        rows.append(runs)
    return rows


def spawn(argv, environment):
    pid, descriptor = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execve(argv[0], argv, environment)
    return pid, descriptor


def read_until_quiet(descriptor, quiet):
    """Everything written until `quiet` seconds pass without output, as (time, bytes) reads."""
    reads = []
    deadline = time.monotonic() + quiet
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return reads
        ready, _, _ = select.select([descriptor], [], [], remaining)
        if not ready:
            continue
        try:
            chunk = os.read(descriptor, 65536)
        except OSError:
            return reads
        if not chunk:
            return reads
        reads.append((time.monotonic(), chunk))
        deadline = time.monotonic() + quiet


def frames(reads):
    count, last = 0, None
    for moment, _ in reads:
        if last is None or moment - last >= FRAME_GAP:
            count += 1
        last = moment
    return count


def stop(pid, descriptor):
    try:
        os.kill(pid, 9)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    os.close(descriptor)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tern", default=os.environ.get("TERN_BINARY",
                                                         os.path.join(HERE, "..", "..", ".build", "release", "tern")))
    parser.add_argument("--users", type=int, default=100_000)
    parser.add_argument("--quiet-ms", type=int, default=1200)
    options = parser.parse_args()
    quiet = options.quiet_ms / 1000
    home = tempfile.mkdtemp(prefix="tern-frames-")
    environment = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home, "PATH": "/usr/bin:/bin",
                   "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
                   "XDG_STATE_HOME": home + "/state"}

    screen = TernScreen(COLUMNS, ROWS)
    stream = TernStream(screen)
    pid, descriptor = spawn([os.path.abspath(options.tern), "users", "--sample-users", str(options.users)],
                            environment)
    first = read_until_quiet(descriptor, max(quiet, 0.5))
    for _, chunk in first:
        stream.feed(chunk)
    screens = [snapshot(screen)]
    tern = []
    for _, sequence in KEYS:
        sent = time.monotonic()
        os.write(descriptor, sequence)
        reads = read_until_quiet(descriptor, quiet)
        for _, chunk in reads:
            stream.feed(chunk)
        screens.append(snapshot(screen))
        settled = (reads[-1][0] - sent) * 1000 if reads else 0
        tern.append((sum(len(chunk) for _, chunk in reads), frames(reads), settled))
    stop(pid, descriptor)

    recorded = os.path.join(home, "screens.json")
    with open(recorded, "w", encoding="utf-8") as file:
        json.dump(screens, file)
    pid, descriptor = spawn([sys.executable, os.path.join(HERE, "curses_replay.py"), recorded], environment)
    floor_first = read_until_quiet(descriptor, 0.5)
    floor = []
    for _ in KEYS:
        os.write(descriptor, b" ")
        reads = read_until_quiet(descriptor, 0.15)
        floor.append(sum(len(chunk) for _, chunk in reads))
    stop(pid, descriptor)

    print("| key | tern | frames | last byte | floor | tern/floor |")
    print("|---|---|---|---|---|---|")
    first_bytes = sum(len(chunk) for _, chunk in first)
    floor_first_bytes = sum(len(chunk) for _, chunk in floor_first)
    print(f"| (first frame) | {first_bytes} B | {frames(first)} | - | {floor_first_bytes} B | "
          f"{first_bytes / max(1, floor_first_bytes):.2f}× |")
    for (label, _), (size, count, settled), floor_size in zip(KEYS, tern, floor):
        print(f"| {label} | {size} B | {count} | {settled:.1f} ms | {floor_size} B | "
              f"{size / max(1, floor_size):.2f}× |")
    total, total_floor = sum(size for size, _, _ in tern), sum(floor)
    print(f"| **all keys** | **{total} B** | **{sum(count for _, count, _ in tern)}** | | **{total_floor} B** | "
          f"**{total / max(1, total_floor):.3f}×** |")


if __name__ == "__main__":
    main()
