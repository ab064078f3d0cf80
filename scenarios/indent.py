"""Which line of a YAML file is mis-indented, when PyYAML notices it later.

PyYAML reports an indentation mistake where the structure breaks, which is often the line after the one at fault
(or later, past comments): the first key of a block indented one space more than its siblings
(``counter:`` / ``   customers_per_day: 30`` / ``  regulars: 20``) was reported at ``regulars``, one line late. So
the line at fault is found by trying: from the reported line back up, the first line that, re-indented like the
key just above or below it, makes the whole file parse. The reported line comes first, so a key indented under a
value (``days: 30`` / ``  seed: 1``) is still reported where it is.
"""
from __future__ import annotations

import yaml

__all__ = ["INDENT_PROBLEMS", "misindented", "under_a_value"]

#: The starts of PyYAML's problems that an indentation mistake gives.
INDENT_PROBLEMS = ("expected <block end>", "mapping values are not allowed here", "did not find expected key",
                   "expected '<document start>'",
                   "could not find expected ':'")
_LOOK_BACK = 60  # lines searched above the reported one (a scenario file is about 110 lines)


def _content(line: str) -> bool:
    body = line.strip()
    return bool(body) and not body.startswith("#")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _parses(lines: list[str]) -> bool:
    try:
        yaml.safe_load("\n".join(lines))
    except yaml.YAMLError:
        return False
    return True


def misindented(text: str, reported: int) -> tuple[int, int, int, str] | None:
    """(line, its indentation, the indentation that makes the file parse, ``"above"`` or ``"below"``: the
    neighbouring key indented so) of the line at fault, lines counted from 1 and indentation in spaces, for an
    indentation error PyYAML reported at line ``reported``; None when no single line re-indented like a neighbouring
    key (the nearest content line above or below, comments and blank lines skipped) makes the file parse.

    The lines tried run from ``reported`` up to the top-level key that opens its block. When more than one fix
    parses (two keys of one block at 3 and 2 spaces: either can move), the scenario files' two-space step decides:
    first a fix that puts the line two spaces inside the key that holds it, then one that makes an odd indentation
    even, then the fix nearest the reported line."""
    lines = text.split("\n")
    content = [n for n, line in enumerate(lines, 1) if _content(line)]
    found = []
    for k in reversed([n for n in content if reported - _LOOK_BACK <= n <= reported]):
        line = lines[k - 1]
        if "\t" not in line[:_indent(line) + 1]:
            above = next((lines[n - 1] for n in reversed(content) if n < k), None)
            below = next((lines[n - 1] for n in content if n > k), None)
            for near, side in ((above, "above"), (below, "below")):
                if near is None or _indent(near) == _indent(line):
                    continue
                trial = lines[:k - 1] + [" " * _indent(near) + line.lstrip(" ")] + lines[k:]
                if _parses(trial):
                    low = min(_indent(line), _indent(near))
                    parent = next((_indent(lines[n - 1]) for n in reversed(content) if n < k
                                   and _indent(lines[n - 1]) < low), None)
                    found.append((k, _indent(line), _indent(near), side, parent))
                    break
        if k < reported and _indent(line) == 0:
            break
    stepped = [f for f in found if f[4] is not None and f[2] == f[4] + 2]
    evened = [f for f in found if f[1] % 2 == 1 and f[2] % 2 == 0]
    best = (stepped or evened or found or [None])[0]
    return best[:4] if best is not None else None


def under_a_value(text: str, line: int | None) -> str:
    """The fix (starting "; ") for a key indented under a key that has a value ("days: 30⏎   seed: 1"), PyYAML's
    "mapping values are not allowed here" at ``line`` (from 1): both indents named when the nearest content line
    above is a key with a value (the thirtieth session's trial), else the general hint."""
    lines = text.split("\n")
    if line is not None and 1 < line <= len(lines):
        above = next((t for t in reversed(lines[:line - 1]) if _content(t)), "")
        now, like = _indent(lines[line - 1]), _indent(above)
        _, colon, value = above.strip().partition(":")
        if now > like and colon and value.strip():
            return (f"; this line is indented {now} space{'s' * (now != 1)}, under '{above.strip()}' (indented {like}), "
                    f"which has a value already: indent it like that key, {like} space{'s' * (like != 1)}")
    return "; a key is indented under a value — check this line's indentation against the line above"
