"""The shop's words for one bad value: what was written, what is expected (with its unit), and the likely fix.

``scenarios.errors`` finds the key path and the line; this module words the problem from pydantic's error
details (``type``, ``ctx``, ``input``) and the field's own bounds and name, never from pydantic's English::

    must be at most 1; you wrote 60 (a fraction from 0 to 1) — did you mean 0.60?
    must be a whole number of days, 1 to 366; you wrote a list [1, 2] — write one number, not a list

The unit comes from the field's name (``_inr`` rupees, ``_minutes`` minutes, ``days`` days; a number bounded
by 0 and 1 is a fraction, or a chance each day when its name ends ``_per_day``). ``kirana run --days`` uses the
same words (``kirana.flags``).
"""
from __future__ import annotations

import math
import re
from typing import Any

from annotated_types import Ge, Gt, Le, Lt

__all__ = ["bounds", "expected", "shown", "plain_number", "word_bound", "word_type", "word_pair", "word_rupee_range",
           "word_shares",
           "WORDED"]

#: The unit of a field, by the end of its name (the first that matches).
_UNITS = (("_inr_per_day", "rupees a day"), ("_inr", "rupees"), ("_pct_per_day", "a percentage a day"),
          ("minutes_per_day", "minutes a day"), ("_minutes", "minutes"), ("customers_per_day", "customers a day"),
          ("_per_day", "a day"), ("_of_mrp", "a share of MRP, 1.0 = MRP"),
          ("start_day", "a day of the run counted from 1"),
          ("keep_checkpoints", "daily checkpoints"),
          ("days", "days"), ("_s", "seconds"), ("_tokens", "tokens"), ("_chars", "characters"),
          ("_rounds", "bills"), ("retries", "retries"), ("regulars", "customers"), ("workers", "runs at once"))

#: Patterns of the schemas in plain words.
_PATTERNS = {r"^S[0-9]+$": "'S' and a number, like 'S1'",
             r"^[A-Za-z0-9][A-Za-z0-9_.-]*$": "letters, digits, '_', '.' or '-' (it names a folder), like 'my_study'"}

#: pydantic error types worded here (the rest are worded by ``scenarios.errors``).
WORDED = {"greater_than", "greater_than_equal", "less_than", "less_than_equal", "int_type", "int_parsing",
          "int_from_float", "float_type", "float_parsing", "string_type", "bool_type", "bool_parsing",
          "tuple_type", "list_type", "too_short", "too_long", "string_pattern_mismatch", "finite_number"}

_CLAUSE = {"ge": "at least", "gt": "above", "le": "at most", "lt": "below"}


def _num(value: Any) -> str:
    """A bound in the messages: 1e9 → '1,000,000,000'; 0.5 → '0.5'; 366 → '366'."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    return f"{value:g}" if isinstance(value, float) else str(value)


_RANGE = re.compile(r"\s*(-?\d+)\s*(?:-|–|\.\.|to)\s*(-?\d+)\s*")
_NUMBERS = re.compile(r"\s*-?\d+(?:\.\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?)+\s*")


def _list_meant(value: Any) -> str:
    """The list a value written in place of one likely meant, as " — did you mean [...]?" ("" for none): a range
    "0-2" (or "0..2", "0 to 2", at most 20 numbers) is [0, 1, 2], numbers in a line "0, 1, 2" are [0, 1, 2] (a new
    user's trial: "0-2" was answered "did you mean ['0-2']?", itself refused), one number or word is [it]."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return ""
    if isinstance(value, str):
        m = _RANGE.fullmatch(value)
        if m and 0 <= int(m.group(2)) - int(m.group(1)) < 20:
            return f" — did you mean [{', '.join(str(n) for n in range(int(m.group(1)), int(m.group(2)) + 1))}]?"
        if _NUMBERS.fullmatch(value):
            return f" — did you mean [{', '.join(n.strip() for n in re.split(r'[,;]', value))}]?"
    return f" — did you mean [{shown(value)}]?"


def shown(value: Any, limit: int = 60) -> str:
    """The value as written, shortened past ``limit`` characters: ``'thirty'``, ``60``, ``a list [1, 2]``."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, (int, float)):
        text = str(value) if isinstance(value, int) else repr(value)
    else:
        text = repr(value)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    if isinstance(value, (list, tuple)):
        return f"a list {text}"
    if isinstance(value, dict):
        return f"a block of keys {text}"
    return text


def bounds(info: Any) -> dict[str, Any]:
    """The field's numeric bounds, e.g. ``{'ge': 1, 'le': 366}`` (``info``: a pydantic FieldInfo, or None)."""
    found: dict[str, Any] = {}
    for item in getattr(info, "metadata", ()) or ():
        for kind, key in ((Ge, "ge"), (Gt, "gt"), (Le, "le"), (Lt, "lt")):
            if isinstance(item, kind):
                found[key] = getattr(item, key)
    return found


def _unit(name: str) -> str:
    return next((unit for end, unit in _UNITS if name == end.lstrip("_") or name.endswith(end)), "")


def _is_fraction(limits: dict, kind: type) -> bool:
    return kind is float and limits.get("le") == 1 and (limits.get("ge") == 0 or limits.get("gt") == 0)


def expected(name: str, info: Any, kind: type, with_range: bool = True) -> str:
    """What the field takes, in plain words: 'a whole number of days, 1 to 366', 'a fraction from 0 to 1',
    'rupees, 0 to 1,000,000,000'. ``kind``: int or float (the field's number type); ``with_range``: add the bounds."""
    limits = bounds(info)
    if _is_fraction(limits, kind) and name.endswith("_per_day"):  # a rate per day (ghost_bills_per_day) is a chance
        return _daily_chance(info)                                 # each day, not a share of something
    if _is_fraction(limits, kind):
        return "a fraction from 0 to 1, where 0.6 means 60 %"
    unit = _unit(name)
    if unit.startswith("a "):
        words = unit
    elif kind is int:
        words = f"a whole number of {unit}" if unit else "a whole number"
    else:
        words = f"an amount in {unit}" if unit.startswith("rupees") else f"a number of {unit}" if unit else "a number"
    parts = [f"{_CLAUSE[key]} {_num(limits[key])}" for key in ("ge", "gt", "le", "lt") if key in limits]
    if not with_range or not parts:
        return words
    if "ge" in limits and "le" in limits:
        return f"{words}, {_num(limits['ge'])} to {_num(limits['le'])}"
    return f"{words}, {', '.join(parts)}"


def _daily_chance(info: Any) -> str:
    """What a fraction named ``…_per_day`` is: 'a chance each day from 0 to 1, where 0.15 means on about 15 days in
    100' — the example is the field's default when that is a chance strictly between 0 and 1.
    A new user's trial (session 34): ``ghost_bills_per_day: 6`` was told "a fraction from 0 to 1, where 0.6 means
    60 %", odd for a rate per day."""
    default = getattr(info, "default", None)
    example = default if isinstance(default, float) and 0 < default < 1 else 0.5
    days = _num(round(example * 100, 6))
    return f"a chance each day from 0 to 1, where {_num(example)} means on about {days} days in 100"


_SCALE = {"lakh": 1e5, "lakhs": 1e5, "lac": 1e5, "crore": 1e7, "crores": 1e7, "cr": 1e7, "k": 1e3, "thousand": 1e3,
          "day": 1, "days": 1}


def plain_number(text: str) -> float | None:
    """The number a person meant by ``text`` ('₹1,50,000' → 150000, 'Rs 1.5 lakh' → 150000, '60%' → 0.6,
    '30 days' → 30), or None."""
    low = text.strip().lower().replace(",", "").replace("₹", " ").replace("inr", " ").replace("rs.", " ")
    low = re.sub(r"\brs\b", " ", low)
    match = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*(%|[a-z]+)?\s*", low)
    if not match:
        return None
    number, tail = float(match.group(1)), match.group(2) or ""
    if tail == "%":
        return number / 100
    if tail in ("rupees", "rupee", "/-", ""):
        return number
    return number * _SCALE[tail] if tail in _SCALE else None


def _pretty(value: float) -> str:
    if value.is_integer():
        return str(int(value))
    return f"{value:.2f}" if round(value, 2) == value else f"{value:g}"


def word_bound(kind: str, ctx: dict, value: Any, name: str, info: Any, number: type) -> str:
    """'must be at most 1; you wrote 60 (a fraction from 0 to 1) — did you mean 0.60?' (``kind``: the pydantic
    error type, ``ctx`` its bound)."""
    key = {"greater_than_equal": "ge", "greater_than": "gt", "less_than_equal": "le", "less_than": "lt"}[kind]
    bound, limits = ctx.get(key), bounds(info)
    written = value if isinstance(value, str) and plain_number(value) is not None else shown(value)  # 1e12
    text = (f"must be {_CLAUSE[key]} {_num(bound)}; you wrote {written} "
            f"({expected(name, info, number, with_range=len(limits) > 1)})")
    if isinstance(value, str):
        value = plain_number(value) if plain_number(value) is not None else value
    if key in ("le", "lt") and isinstance(value, (int, float)) and number is float and limits and value >= 2 * bound:
        hundredth = value / 100
        low_ok = hundredth >= limits.get("ge", -math.inf) and hundredth > limits.get("gt", -math.inf)
        high_ok = hundredth <= limits.get("le", math.inf) and hundredth < limits.get("lt", math.inf)
        if low_ok and high_ok and limits.get("le", limits.get("lt", 99)) <= 2:  # a share written as a percentage
            text += f" — did you mean {_pretty(hundredth)}?" + ("" if _is_fraction(limits, number) else
                                                               " (a share is written as a fraction: 0.60 for 60 %)")
    return text + _null_hint(key in ("ge", "gt") and value == 0, info)


def _null_hint(applies: bool, info: Any) -> str:
    """' — or null: null keeps every day's' for a field that takes null instead of 0 (its description says what)."""
    description = getattr(info, "description", None) or ""
    if not applies or "null" not in description:
        return ""
    return f" — or write null ({re.split(r'[,;]', description[description.index('null'):])[0]})"


def word_type(kind: str, ctx: dict, value: Any, name: str, info: Any, number: type | None,
              description: str = "", written: str | None = None) -> str:
    """The words for a value of the wrong type or shape (a list for a number, text for a number, a number for
    text, a list too short, a pattern missed). ``written``: the value as typed, said instead of ``value`` when the
    two differ (a flag's "1e2", read as 100.0)."""
    about = f" ({description})" if description else ""
    if kind in ("too_short", "too_long"):
        low, high = ctx.get("min_length"), ctx.get("max_length")
        want = (f"exactly {low}" if low == high and low is not None else
                f"at least {low}" if kind == "too_short" else f"at most {high}")
        sizes = {k: getattr(m, k) for m in getattr(info, "metadata", ()) or () for k in ("min_length", "max_length")
                 if getattr(m, k, None) is not None}
        if sizes.get("min_length") is not None and sizes.get("min_length") == sizes.get("max_length"):
            want = f"exactly {sizes['min_length']}"  # weekday_factors: 7, no more, no fewer
        if ctx.get("field_type") == "Tuple" and (low or high) == 2:
            return f"must be a pair [low, high]{about}; you wrote {shown(value).removeprefix('a list ')}" + \
                _default_pair(info)
        count = ctx.get("actual_length", len(value) if hasattr(value, "__len__") else "?")
        entries = "entry" if want.endswith(" 1") else "entries"
        return f"must have {want} {entries}{about}; you wrote {count}: {shown(value).removeprefix('a list ')}"
    if kind == "string_pattern_mismatch":
        pattern = ctx.get("pattern", "")
        text = f"must be {_PATTERNS.get(pattern, f'text matching {pattern}')}; you wrote {shown(value)}"
        digits = re.sub(r"\D", "", str(value))
        if pattern == r"^S[0-9]+$" and digits:
            text += f" — did you mean 'S{int(digits)}'?"
        elif pattern.startswith("^[A-Za-z0-9]") and isinstance(value, str):  # a name with spaces: "my study"
            fixed = re.sub(r"[^A-Za-z0-9_.-]+", "_", value).strip("_.-")
            text += f" — did you mean {fixed!r}?" if fixed and re.match(pattern, fixed) else ""
        return text
    if kind == "tuple_type":
        text = f"must be a pair [low, high]{about}; you wrote {shown(value)}"
        return text + (f" — did you mean [{shown(value)}, {shown(value)}]?" if isinstance(value, (int, float))
                       and not isinstance(value, bool) else _default_pair(info))
    if kind == "list_type":
        text = f"must be a list, written [a, b] or as '- ' lines{about}; you wrote {shown(value)}"
        return text + _list_meant(value)
    if kind in ("string_type",):
        text = f"must be text; you wrote {shown(value)}"
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            text += f" — put it in quotes: '{shown(value)}'"
        return text
    if kind in ("bool_type", "bool_parsing"):
        return f"must be true or false; you wrote {shown(value)}"
    text = f"must be {expected(name, info, number or float)}; you wrote {written or shown(value)}"
    return text + _type_hint(value, number is int, bounds(info), _unit(name).startswith("rupees"))


def _type_hint(value: Any, whole: bool, limits: dict, money: bool) -> str:
    """' — did you mean 7 or 8?', ' — write one number, not a list', … for a value that is not a plain number."""
    if isinstance(value, bool):
        return " — YAML reads yes, no, on, off as true or false: write a number"
    if isinstance(value, list):
        if len(value) == 1 and isinstance(value[0], (int, float)) and not isinstance(value[0], bool):
            return f" — did you mean {shown(value[0])}? (one number, no brackets)"
        return " — write one number, not a list"
    if isinstance(value, dict):
        return " — write one number, not a block of keys"
    if isinstance(value, float) and whole:
        if value.is_integer():
            return f" — did you mean {int(value)}?"
        return f" — did you mean {math.floor(value)} or {math.ceil(value)}?"
    if isinstance(value, str):
        meant = plain_number(value)
        if meant is not None and limits.get("le") == 1 and value.strip().endswith("%"):
            return f" — did you mean {_pretty(meant)}?"
        if meant is not None and value.strip().lstrip("-").replace(".", "", 1).isdigit():
            return f" — did you mean {_pretty(meant)}? (no quotes)"
        plain = "a plain number, no ₹, commas or words" if money else "a plain number in digits"
        if meant is not None:
            meant = meant * 100 if value.strip().endswith("%") else meant
            if whole and not float(meant).is_integer():
                return f" — write {plain}"
            return f" — did you mean {_pretty(float(meant))}? ({plain})"
        return f" — write {plain}"
    return ""


def _default_pair(info: Any) -> str:
    """`` — write two numbers, the lower first, e.g. [300, 900] (the default)`` for a pair field with a default
    (``ghost_bill_inr``), else ``""``."""
    default = getattr(info, "default", None)
    if isinstance(default, tuple) and len(default) == 2 and all(isinstance(v, (int, float)) for v in default):
        return f" — write two numbers, the lower first, e.g. {_pair(default)} (the default)"
    return ""


def _pair(pair: Any) -> str:
    return "[" + ", ".join(_num(v) for v in pair) + "]"


def word_pair(pair: Any, fraction: bool = False, unit: str = "") -> str:
    """A [low, high] range that is out of order or, for ``fraction``, outside 0 <= low <= high < 1 (a new user's
    trial: ``concession: [0.9, 0.1]`` said "give [low, high]…" with no echo and no fix); ``unit`` says what the
    numbers are (``rupees a ghost bill asks``)::

        must be a pair [low, high] of fractions, 0 <= low <= high < 1; you wrote [0.9, 0.1] — did you mean [0.1, 0.9]?
    """
    low, high = pair[0], pair[1]
    takes = ("a pair [low, high] of fractions, 0 <= low <= high < 1" if fraction
             else f"a pair [low, high]{f' of {unit}' if unit else ''}, low first")
    text = f"must be {takes}; you wrote {_pair(pair)}"

    def fits(a: float, b: float) -> bool:
        return a <= b and (not fraction or 0 <= a <= b < 1)
    if low > high and fits(high, low):
        return text + f" — did you mean {_pair((high, low))}? (the lower first)"
    percent = all(v == 0 or 1 <= v < 100 for v in pair) and max(pair) >= 2  # [35, 75], not [0.5, 1.2]
    if fraction and percent and fits(min(pair) / 100, max(pair) / 100):
        meant = [_pretty(v / 100) for v in sorted(pair)]
        return text + f" — did you mean [{', '.join(meant)}]? (a share is written as a fraction: 0.35 for 35 %)"
    if fraction:
        return text + " — write two shares from 0 up to (not including) 1, the lower first"
    return text + " — write the lower number first"


def word_rupee_range(pair: Any, what: str, default: tuple[float, float], most: float) -> str | None:
    """Why a [low, high] range of rupees (``what``: ``a ghost bill asks``) cannot be used, with the fix; None when
    it can (both ends above ₹0 and at most ``most`` rupees; the order is ``word_pair``'s)::

        must be above ₹0 at both ends (rupees a ghost bill asks); you wrote [0, 300] — raise the low end to ₹1 or more,
        e.g. [1, 300] (the default is [300, 900])
    """
    shown_default = _pair(default)
    if min(pair) <= 0:
        fix = (f"raise the low end to ₹1 or more, e.g. {_pair((1, max(pair)))} (the default is {shown_default})"
               if max(pair) > 1 else f"write two amounts of rupees above 0, e.g. the default {shown_default}")
        return f"must be above ₹0 at both ends (rupees {what}); you wrote {_pair(pair)} — {fix}"
    if max(pair) > most:
        return (f"must be at most ₹{most:,.0f} at either end (rupees {what}); you wrote {_pair(pair)} — a bigger "
                f"amount is a typo; the default is {shown_default}")
    return None


def word_shares(shares: dict, example: str) -> str:
    """Shares that are all 0 (``language_mix: {en: 0, hi: 0, hinglish: 0}``): nothing to draw from. ``example``:
    a valid value and what it means, shown as the fix."""
    written = ", ".join(f"{k}: {_num(v)}" for k, v in shares.items())
    return (f"must give at least one of {', '.join(shares)} a share above 0 (shares, normalised: they need not sum "
            f"to 1); you wrote {{{written}}} — e.g. {example}")
