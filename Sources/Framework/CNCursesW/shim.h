#ifndef TERN_CNCURSESW_SHIM_H
#define TERN_CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Globals and macros Swift cannot import (Swift 6 rejects mutable C globals; macros with
// arguments do not import at all).

static inline WINDOW *tern_stdscr(void) { return stdscr; }
static inline int tern_lines(void) { return LINES; }
static inline int tern_cols(void) { return COLS; }
static inline int tern_colors(void) { return COLORS; }
static inline int tern_color_pairs(void) { return COLOR_PAIRS; }

static inline int tern_getmaxy(WINDOW *window) { return getmaxy(window); }
static inline int tern_getmaxx(WINDOW *window) { return getmaxx(window); }

static inline int tern_key_f(int n) { return KEY_F(n); }
static inline int tern_key_f0(void) { return KEY_F0; }
static inline int tern_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tern_err(void) { return ERR; }
static inline int tern_ok(void) { return OK; }

static inline attr_t tern_a_normal(void) { return A_NORMAL; }
static inline attr_t tern_a_bold(void) { return A_BOLD; }
static inline attr_t tern_a_dim(void) { return A_DIM; }
static inline attr_t tern_a_reverse(void) { return A_REVERSE; }
static inline attr_t tern_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tern_a_italic(void) { return A_ITALIC; }

static inline const cchar_t *tern_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *tern_wacs_vline(void) { return WACS_VLINE; }
static inline chtype tern_acs_hline(void) { return ACS_HLINE; }
static inline chtype tern_acs_vline(void) { return ACS_VLINE; }

static inline int tern_ccharw_max(void) { return CCHARW_MAX; }

static inline int tern_color_pair(int pair) { return (int)COLOR_PAIR(pair); }

// wcwidth/wcswidth are hidden by Glibc's Swift module.
static inline int tern_wcwidth(wchar_t c) { return wcwidth(c); }
static inline int tern_wcswidth(const wchar_t *s, size_t n) { return wcswidth(s, n); }

/// Fills `cell` with up to `count` wide characters (a grapheme) in `attributes` and colour `pair`.
static inline int tern_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    return setcchar(cell, text, attributes, (short)pair, NULL);
}

/// The size of the terminal on `descriptor` (TIOCGWINSZ) in `height` rows and `width` columns: 0, or
/// -1 when it cannot be read. (term.h makes `lines` and `columns` macros.)
static inline int tern_terminal_size(int descriptor, int *height, int *width) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *height = size.ws_row;
    *width = size.ws_col;
    return 0;
}

/// The terminfo string capability `name`, or NULL when the terminal lacks it.
static inline const char *tern_tigetstr(const char *name) {
    char *value = tigetstr((char *)name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/// Whether terminfo describes terminal type `name`: read, then let go, leaving `cur_term` as it was.
static inline int tern_terminfo_exists(const char *name) {
    TERMINAL *saved = cur_term;
    int status = 0;
    int found = setupterm((char *)name, 1, &status) == OK && status == 1;
    TERMINAL *probe = cur_term;
    set_curterm(saved);
    if (found && probe != saved) del_curterm(probe);
    return found;
}

#endif
