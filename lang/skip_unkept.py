"""Goods the desk does not keep, listed with a count, that the writer says to skip if they are not kept (part of the
verify stage, ``lang.verify``, through ``lang.told_figures``): "Please send: - Rice 50 kg - Rajma 10 kg - Chana dal
10 kg … If you don't keep rajma, just skip it.", "राजमा न हो तो छोड़ देना।", "Rajma na ho to chhod dena." The
catalogue has no rajma; a shopkeeper sends the rest, as asked. The reader had read the other lines and then refused
the whole message for the rajma's count ("what is 10 kg for?": fixer R of the twenty-eighth session).

``skipped_unkept(reader, intents)`` returns the token positions of such counts, which the verify stage counts as
explained: a count no intent uses, on a line that names no goods of the catalogue, when a sentence elsewhere says to
skip (skip, chhod, छोड़) if not had (if, agar, अगर, na, न, nahi) and names a word of that line ("rajma"). A count of
unknown goods with no such sentence is still asked, and so is one whose line names catalogue goods.

Linear: one pass over the tokens for the lines and sentences, one look at each figure.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["skipped_unkept"]

#: Words of skipping ("just skip it", "chhod dena", "छोड़ देना").
_SKIP = fold_words("skip chhod chhodo chhodna chhodiye chhodein छोड़ छोड़ो छोड़ना छोड़िए छोड़ें omit")
#: Words of "if not had" ("If you don't keep rajma", "rajma na ho to", "राजमा न हो तो", "agar nahi hai").
_IF_NOT = fold_words("if agar अगर yadi यदि na न nahi नहीं not dont unavailable")


def skipped_unkept(reader, intents) -> set[int]:
    """Token positions of the counts of unknown goods told to be skipped if not kept (module docstring). ``reader``:
    the MessageReader once its intents are composed (figs, used_pos, tokens, item_tokens, clause_span)."""
    left = [f for f in reader.figs if f.kind == "qty" and f.pos not in reader.used_pos]
    if not intents or not left or _SKIP.isdisjoint(reader._keys) or _IF_NOT.isdisjoint(reader._keys):
        return set()
    toks = reader.tokens
    skip_words: set[str] = set()
    for lo, hi in reader.clause_span.values():
        ws = {toks[k].key for k in range(lo, hi) if toks[k].kind == "word"}
        if ws & _SKIP and ws & _IF_NOT:
            skip_words |= ws
    if not skip_words:
        return set()
    out: set[int] = set()
    for f in left:
        lo, hi = f.pos, f.end
        while lo > 0 and toks[lo - 1].kind != "nl":
            lo -= 1
        while hi < len(toks) and toks[hi].kind != "nl":
            hi += 1
        if any(k in reader.item_tokens for k in range(lo, hi)):
            continue
        names = {toks[k].key for k in range(lo, hi) if toks[k].kind == "word" and len(toks[k].key) >= 3
                 and toks[k].key not in UNIT_WORDS}
        if names & skip_words - _SKIP - _IF_NOT:
            out.add(f.pos)
    return out
