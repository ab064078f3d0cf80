"""Numbers that point at what the message already said, not at goods asked (part of the verify stage,
``lang.verify``, through ``lang.told_figures``; fixer I of the thirtieth session, where each was asked back, "what
is 4 for?", "what is three for?", "what is 10 for?"):

- list lines named by their number under a numbered list: "Items 4 and 5 at your current list rates", "4 और 5
  नंबर आपके मौजूदा लिस्ट रेट पर", "Item 4 aur 5 aapke current list rate par" — a bare number (no unit, no ₹) right
  after "item(s)", "line", "no.", "आइटम" (or before "नंबर" / "number"), joined by "and", "aur", "और" or a comma, that
  is one of the list's own numbers ("1." … "5." at the lines' starts);
- "all three" said of the goods or the count just read: "Yes to all three." under three quoted rates (three goods
  read), "Send 3 cases of Coke … ₹1,350 for all three." (3 cases read) — "all" (sab, सभी, saare) right before the
  number, nothing after it but a mark, the line's end or "of them"; the number must be the count of goods read or a
  count an intent used, else it is still asked;
- a scheme's numbers: "please include the buy-10-get-1 free packet", "buy 10 get 1 free wala packet bhi daal dena",
  "har 12 pe 1 free", "हर 12 पर 1 फ़्री" — the two numbers of "buy/har N get/pe/पर M free" (the Hindi "12 pe" is
  still read as a price by the stages before: that message stays refused). They change no count: the
  count ordered is read where it is said ("Surf Excel 1 kg — 10 packets"). A scheme whose first number was read as
  the count ("Surf Excel: buy 10 get 1 free. Send.") is left asked: is 10 the count, or the scheme's?

``numbers_pointing(reader, intents)`` returns the token positions of those numbers (``reader``: the MessageReader
once its intents are composed: tokens, figs, used_pos). Linear: each figure looks at a few tokens either side.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.list_numbers import list_numbers

__all__ = ["numbers_pointing"]

#: Words that name a list line by its number before it ("Items 4 and 5", "Item 4 aur 5", "line 3", "no. 2").
_LINE_BEFORE = fold_words("item items line lines no point points आइटम aitam")
#: Words that name it after ("4 और 5 नंबर", "4 aur 5 number").
_LINE_AFTER = fold_words("number numbers नंबर nambar no")
#: Words that join numbers of one reference ("4 and 5", "4 aur 5", "4 और 5", "4 & 5").
_AND = fold_words("and aur और or ya या")
_JOIN_MARKS = frozenset((",", "&", "/"))
#: "all" before a number said of what was read ("all three", "sab teen", "सभी तीन", "saare teen").
_ALL = fold_words("all sab sabhi सब सभी saare sare सारे both")
_OF_THEM = fold_words("of them items goods")
#: A scheme: "buy 10 get 1 free", "har 12 pe 1 free", "हर 12 पर 1 फ़्री".
_SCHEME_BUY = fold_words("buy har हर")
_SCHEME_GET = fold_words("get pe par पर pr")
_FREE = fold_words("free फ़्री फ्री muft मुफ़्त मुफ्त")


def _word(toks: list, k: int) -> str:
    return toks[k].key if 0 <= k < len(toks) and toks[k].kind == "word" else ""


def _sym(toks: list, k: int) -> str:
    return toks[k].text if 0 <= k < len(toks) and toks[k].kind == "sym" else ""


def _list_refs(reader, bare: list) -> set[int]:
    """Positions of the bare numbers that name a line of the message's numbered list."""
    toks = reader.tokens
    labels = {toks[k].text for k in list_numbers(toks) if _sym(toks, k + 1) in (".", ")")}
    if not labels:
        return set()
    chain: dict[int, list[int]] = {}  # the first number of a run "4 and 5" -> its numbers' token positions
    first = None
    for f in bare:
        k = f.pos - 1
        while _sym(toks, k) in _JOIN_MARKS or _word(toks, k) in _AND:
            k -= 1
        if first is not None and k >= 0 and k in chain.get(first, ()):
            chain[first].append(f.pos)
        else:
            first = f.pos
            chain[first] = [f.pos]
    out: set[int] = set()
    for start, run in chain.items():
        if not all(toks[p].kind == "num" and toks[p].text in labels for p in run):
            continue
        if _word(toks, start - 1) in _LINE_BEFORE or _word(toks, run[-1] + 1) in _LINE_AFTER:
            out.update(run)
    return out


def _all_of(reader, bare: list, intents) -> set[int]:
    """Positions of "all three" said of the goods read or a count an intent used."""
    toks = reader.tokens
    goods = len({i.sku for i in intents if i.sku is not None})
    used = {f.value for f in reader.figs if f.pos in reader.used_pos and f.kind in ("qty", "bare")}
    out = set()
    for f in bare:
        if _word(toks, f.pos - 1) not in _ALL or f.end != f.pos + 1:
            continue
        k = f.end
        after = toks[k] if k < len(toks) else None
        if not (after is None or after.kind in ("nl", "sym") or _word(toks, k) in _OF_THEM):
            continue
        if f.value == goods or f.value in used:
            out.add(f.pos)
    return out


def _scheme(reader, figs: list) -> set[int]:
    """Positions of the two numbers of "buy N get M free"."""
    toks = reader.tokens
    by_pos = {f.pos: f for f in figs}
    out = set()
    for f in figs:
        k = f.pos - 1
        while _sym(toks, k) == "-":
            k -= 1
        if _word(toks, k) not in _SCHEME_BUY:
            continue
        k = f.end
        while _sym(toks, k) == "-":
            k += 1
        if _word(toks, k) not in _SCHEME_GET:
            continue
        k += 1
        while _sym(toks, k) == "-":
            k += 1
        m = by_pos.get(k)
        if m is not None and _word(toks, m.end) in _FREE:
            out.update((f.pos, m.pos))
    return out


def numbers_pointing(reader, intents) -> set[int]:
    """Token positions of the numbers of ``reader.figs`` that point at what was said (module docstring)."""
    if not intents:
        return set()
    bare = sorted((f for f in reader.figs if f.kind == "bare" and f.pos not in reader.used_pos), key=lambda f: f.pos)
    counts = [f for f in reader.figs if f.kind in ("bare", "qty") and f.pos not in reader.used_pos and not f.unit]
    if not bare:  # (each look below finds nothing without a figure to look at: none of their scans)
        return _scheme(reader, counts) if counts else set()
    return _list_refs(reader, bare) | _all_of(reader, bare, intents) | (_scheme(reader, counts) if counts else set())
