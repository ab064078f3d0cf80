"""How much one tool call's arguments may hold: hostile input bounded before anything is recorded.

Arguments nested deeper than ``MAX_DEPTH``, holding more than ``MAX_VALUES`` values or ``MAX_TEXT_CHARS`` characters
of text, or text UTF-8 cannot hold (a lone surrogate) are refused by the gate (``roles.toolbox``), whose
``invalid_action`` then records a summary of the arguments instead of the arguments. A number beyond ``MAX_NUMBER``
is refused too (``NUMBER_TOO_BIG``), but the call is recorded as sent. ``bounds_problem`` says which argument broke
which bound; the usual call — a few plain values — is found within every bound at a glance (``_flat_and_plain``),
without the full walk. The model guard (``agents.guard``) refuses arguments too deep or too long before they are
parsed, by the same ``MAX_DEPTH`` and ``MAX_TEXT_CHARS``. Split from ``roles.toolbox`` (session 49).
"""
from __future__ import annotations

import math

__all__ = ["MAX_DEPTH", "MAX_VALUES", "MAX_TEXT_CHARS", "MAX_NUMBER", "NUMBER_TOO_BIG", "bounds_problem", "encodable"]

MAX_DEPTH = 12            # nesting of lists and objects in one call's arguments
MAX_VALUES = 5_000        # values (strings, numbers, lists, objects) in one call's arguments
MAX_TEXT_CHARS = 64_000   # characters of text, keys included, in one call's arguments
MAX_NUMBER = 10 ** 12     # no quantity, minute or rupee amount in this shop is larger
NUMBER_TOO_BIG = f"a number beyond {MAX_NUMBER:,}; no quantity, minute or rupee amount in this shop is larger"


def bounds_problem(args) -> tuple[str, str]:
    """(the argument, why ``args`` is too deep, too large or holds unencodable text); ("", "") when it is fine.

    The argument is the top-level name the problem was found under ("sales_inr", "note"), or "arguments"
    for the call as a whole (too many values, not an object). A number beyond ``MAX_NUMBER`` is told (as the text
    ``NUMBER_TOO_BIG``) only when nothing else is wrong. Iterative."""
    if type(args) is dict and _flat_and_plain(args):
        return "", ""
    stack, values, chars, too_big = [(args, 1, "arguments")], 0, 0, None
    if type(args) is dict:  # each argument's value is looked at under its own name
        stack, values = [], 1
        for k, v in reversed(args.items()):
            key = str(k)
            chars += len(key)
            if not encodable(key):
                return "arguments", "a key holds text UTF-8 cannot encode (a lone surrogate)"
            stack.append((v, 2, key))
    while stack:
        value, depth, where = stack.pop()
        values += 1
        if depth > MAX_DEPTH:
            return where, f"nested deeper than {MAX_DEPTH} levels"
        if values > MAX_VALUES:
            return "arguments", f"more than {MAX_VALUES:,} values"
        if isinstance(value, dict):
            for k, v in value.items():
                key = str(k)
                chars += len(key)
                if not encodable(key):
                    return where, "a key holds text UTF-8 cannot encode (a lone surrogate)"
                stack.append((v, depth + 1, where))
        elif isinstance(value, (list, tuple)):
            stack.extend((v, depth + 1, where) for v in value)
        elif isinstance(value, str):
            chars += len(value)
            if not encodable(value):
                return where, "text UTF-8 cannot encode (a lone surrogate such as \\ud800); send valid Unicode"
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, (int, float)):
            if isinstance(value, float) and not math.isfinite(value):
                continue  # the argument check names the field
            if abs(value) > MAX_NUMBER and not too_big:
                too_big = where, NUMBER_TOO_BIG
        if chars > MAX_TEXT_CHARS:
            return where, f"more than {MAX_TEXT_CHARS:,} characters of text in one call; send it shorter"
    return too_big or ("", "")


def _flat_and_plain(args: dict) -> bool:
    """True for the usual call, which is within every bound at a glance: a few named arguments, each text UTF-8
    can hold ("₹230" too: 1,900 calls a month took the walk for it) under ``MAX_TEXT_CHARS`` in all, an integer or
    finite number within ``MAX_NUMBER``, true/false or null. False sends it through the full walk (which finds it
    fine or says why not)."""
    if len(args) > 64:
        return False
    chars = 0
    for k, v in args.items():
        if type(k) is not str or not k.isascii():
            return False
        chars += len(k)
        t = type(v)
        if t is str:
            if not v.isascii() and not encodable(v):
                return False
            chars += len(v)
        elif t is int or t is float:
            if not -MAX_NUMBER <= v <= MAX_NUMBER:  # a NaN is within nothing: the walk takes it
                return False
        elif t is not bool and v is not None:
            return False
    return chars <= MAX_TEXT_CHARS


def encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False

