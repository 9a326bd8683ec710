"""Finds the declarations of a Swift source file, so `compat` can remove one that does not compile.

Not a Swift parser: it blanks comments and string literals, tracks bracket depth, and splits every
type body (and the file) into member declarations at the lines that start one (an attribute, a
modifier or a declaration keyword at the body's depth). That is all the pruning needs: the member
that holds an error's position, its extent, and the XCTest methods inside it.
"""
import re

DECL_KEYWORDS = {
    "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "class",
    "struct", "enum", "protocol", "extension", "case", "actor", "operator", "precedencegroup",
    "import", "macro",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "actor"}
MODIFIERS = {
    "private", "fileprivate", "internal", "public", "open", "final", "static", "override",
    "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "dynamic",
    "optional", "indirect", "nonisolated", "prefix", "postfix", "infix", "package", "consuming",
    "borrowing", "distributed",
}
DIRECTIVES = {"#if", "#elseif", "#else", "#endif", "#warning", "#error", "#sourceLocation"}
TOKEN = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*|#[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*|[{}()\[\]]|\S")


def blank_comments_and_strings(text):
    """`text` with comments and string literals replaced by spaces (newlines kept), same length."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            j = skip_string(text, i)
            blank(i, j)
            i = j
        else:
            i += 1
    return "".join(out)


def skip_string(text, i):
    """The index just past the string literal starting at `i` (raw, multi-line, interpolated)."""
    hashes = 0
    while text[i] == "#":
        hashes, i = hashes + 1, i + 1
    multiline = text.startswith('"""', i)
    quote = '"""' if multiline else '"'
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    j, n = i + len(quote), len(text)
    while j < n:
        if text.startswith(escape, j):
            j += len(escape)
            if j < n and text[j] == "(":
                j = skip_interpolation(text, j)
            else:
                j += 1
        elif text.startswith(close, j):
            return j + len(close)
        elif text[j] == "\n" and not multiline:
            return j
        else:
            j += 1
    return n


def skip_interpolation(text, j):
    """The index just past the parenthesised interpolation starting at `text[j] == '('`."""
    depth, n = 0, len(text)
    while j < n:
        c = text[j]
        if c == '"' or (c == "#" and re.match(r'#+"', text[j:])):
            j = skip_string(text, j)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


class Member:
    """One declaration: its character extent, kind, name, and (for a type) the members of its body."""

    def __init__(self, start, line):
        self.start = start
        self.end = start
        self.line = line
        self.kind = None  # a declaration keyword, "directive", or None while only attributes were seen
        self.name = None
        self.header = []  # the tokens before the body's brace, for a type
        self.body = None  # (open, close) offsets of a type's braces
        self.members = []
        self.deleted = False
        self.modifiers = set()
        self.takes_arguments = True  # for a func: whether its parameter list is non-empty

    @property
    def is_type(self):
        return self.kind in TYPE_KEYWORDS and self.body is not None

    def is_test_case(self):
        return self.kind == "class" and "XCTestCase" in self.header

    def __repr__(self):
        return f"<{self.kind} {self.name} @{self.line}>"


class SourceFile:
    """A Swift file split into its top-level declarations and those of every type body."""

    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.code = blank_comments_and_strings(text)
        self.line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
        self.members = self._parse()

    def offset(self, line, column):
        return self.line_starts[line - 1] + column - 1

    def _parse(self):
        root = Member(0, 1)
        root.kind = "file"
        stack = [(root, 0)]  # (container, depth of its members)
        depth = 0
        current = None  # the member being read in the innermost container
        pending_type_brace = None  # a type member whose body brace is still to come
        last_line = 0
        tokens = list(TOKEN.finditer(self.code))
        for index, match in enumerate(tokens):
            text, start = match.group(), match.start()
            line = self._line_of(start)
            first_on_line = line != last_line
            last_line = line
            container, member_depth = stack[-1]
            if text == "}" and depth == member_depth:
                # The container's body closes.
                if current is not None:
                    container.members.append(current)
                    current = None
                depth -= 1
                container.body = (container.body[0], match.end())
                container.end = match.end()
                stack.pop()
                current = container
                continue
            if depth == member_depth and first_on_line and self._starts_decl(tokens, index, current):
                if current is not None:
                    container.members.append(current)
                current = Member(start, line)
                if text in DIRECTIVES:
                    current.kind = "directive"
            if current is None:
                current = Member(start, line)
            if depth == member_depth and current.kind is None:
                if text in MODIFIERS or self._is_class_modifier(tokens, index):
                    current.modifiers.add(text)
                elif text in DECL_KEYWORDS:
                    current.kind = text
                    if text == "func":
                        current.takes_arguments = self._takes_arguments(tokens, index)
                    if text in TYPE_KEYWORDS or text in {"func", "var", "let", "case", "typealias", "init"}:
                        current.name = self._name_after(tokens, index)
                    if text in TYPE_KEYWORDS:
                        pending_type_brace = current
            if pending_type_brace is current and depth == member_depth and text != "{":
                current.header.append(text)
            current.end = match.end()
            if text in "([{":
                if text == "{" and pending_type_brace is current and depth == member_depth:
                    pending_type_brace = None
                    current.body = (start, None)
                    depth += 1
                    stack.append((current, depth))
                    current = None
                    continue
                depth += 1
            elif text in ")]}":
                depth -= 1
        container, _ = stack[-1]
        if current is not None:
            container.members.append(current)
        return root.members

    def _line_of(self, offset):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    @staticmethod
    def _starts_decl(tokens, index, current):
        text = tokens[index].group()
        if text in DIRECTIVES:
            return True
        if current is not None and current.kind is None:
            return False  # attributes or modifiers so far: this line continues the same declaration
        return text.startswith("@") or text in MODIFIERS or text in DECL_KEYWORDS

    @staticmethod
    def _is_class_modifier(tokens, index):
        if tokens[index].group() != "class" or index + 1 >= len(tokens):
            return False
        following = tokens[index + 1].group()
        return following in DECL_KEYWORDS or following in MODIFIERS

    @staticmethod
    def _takes_arguments(tokens, index):
        """Whether the func at `tokens[index]` declares parameters (generic ones count)."""
        following = [m.group() for m in tokens[index + 2 : index + 4]]
        return following != ["(", ")"]

    @staticmethod
    def _name_after(tokens, index):
        for match in tokens[index + 1 : index + 4]:
            text = match.group()
            if re.match(r"[A-Za-z_]", text):
                return text
            if text not in {"`"}:
                break
        return tokens[index].group()

    def innermost(self, offset):
        """The member to remove for an error at `offset`: the deepest declaration holding it that is
        not a type body holding it in one of its own members. None if no declaration holds it. May
        be a member removed already (an earlier error in the same build named it too)."""
        found = None
        members = self.members
        while True:
            holder = next((m for m in members if m.start <= offset < max(m.end, m.start + 1)), None)
            if holder is None or holder.kind == "directive":
                return found
            found = holder
            if holder.deleted or not holder.is_type or not (holder.body[0] < offset < holder.body[1]):
                return found
            members = holder.members

    def remove(self, member):
        """Blanks `member`'s text (newlines kept, so every other position stays where it was)."""
        member.deleted = True
        chars = list(self.text)
        for k in range(member.start, member.end):
            if chars[k] != "\n":
                chars[k] = " "
        self.text = "".join(chars)

    def test_case_names(self):
        """The classes of this file that inherit from XCTestCase."""
        return {m.name for m in self.members if m.is_type and m.is_test_case()}

    def tests_in(self, member, test_cases):
        """(class, method) of every XCTest method inside `member`; `test_cases` names the XCTestCase
        classes (their extensions count too)."""
        if not member.is_type:
            return []
        found = []
        for m in member.members:
            if m.deleted:
                continue
            if (
                m.kind == "func" and member.name in test_cases and (m.name or "").startswith("test")
                and not m.takes_arguments and not m.modifiers & {"static", "class", "private", "fileprivate"}
            ):
                found.append((member.name, m.name))
            found += self.tests_in(m, test_cases)
        return found
