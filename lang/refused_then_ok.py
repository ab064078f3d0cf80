"""A price refused and another said fine in one breath: "sugar 46 no 42 ok", "Sugar ₹46 no, ₹42 ok", "cheeni 46 nahi
42 theek", "चीनी 42 नहीं, 41 दो". The second price is the writer's counter — one offer at it, the refused price a
reference (the corpus convention: "Not at ₹44 … give it for ₹41" is one offer at ₹41). It had been an accept: of the
refused ₹46 (the "no 42" read as "No. 42", silently: breaker AJ), or of the new price, which the desk refuses as
no price it offered. Read either way — a refusal, or a slip corrected ("46 — no, 42") — an offer at the new price is
what the supplier can act on: its own price offered back closes the deal.

``refused_then_ok`` turns the accept word right after the second price into an offer, or gives a word of giving
there ("41 दो", "42 kar do") an offer cue of its own (the "मंज़ूर" of another item before it had been spread onto this
one: breaker AL, "चावल 39 मंज़ूर, चीनी 42 नहीं, 41 दो" accepted the sugar at ₹41), and takes the refused price out
of the figures as a reference. Only a negation standing between two numbers, with no goods named between them.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)
from lang.units import UNIT_WORDS

__all__ = ["refused_then_ok"]

_NEG = NEGATIONS | fold_words("nahi nahin nahi. नहीं ना")
#: Words of giving that make a bare price after a refused one the writer's own ("41 दो", "42 kar do").
_GIVE = fold_words("do दो de दे dedo dijiye दीजिए karo करो kardo lagao लगाओ lagado")
#: Words of giving before the second price ("sugar 42 no, give 41").
_GIVE_BEFORE = _GIVE | fold_words("give")
#: The plain words of being fine with a price ("ok", "theek"); an accept in so many words ("Rice ₹40 nahi, ₹38
#: accepted") stays an accept of the new price (breaker K).
_OK = fold_words("ok okay okk theek thik ठीक fine chalega चलेगा done")
#: Words of our limit after the second price ("₹30 max", "₹41 tak", "41 final"): the writer's own price too (fixer R,
#: s28: "Tomato ₹34 no, ₹30 max" had been a refusal at ₹30).
_LIMIT = fold_words("max maximum final tak तक")
#: Words that may stand between the second price and its word ("₹42 per kg ok", "42 rs theek").
_FILLER = fold_words("per kg kilo किलो rs rupees rupaye रुपये रुपए ka ke ki का के की pe par पर mein में wala वाला kar कर")


def _numbers(reader, lo: int, hi: int) -> list[int]:
    return [k for k in range(lo, hi) if reader.tokens[k].kind == "num"]


def refused_then_ok(reader) -> None:
    """Make the accept (or give) word after "P1 no P2" an offer, and P1 a reference (module docstring). ``reader``:
    the MessageReader after its clause acts (tokens, clause_span, cues, figs, item_tokens, reference_at)."""
    if _NEG.isdisjoint(reader._keys):
        return
    toks, words = reader.tokens, reader._words
    cue_at = {c.pos: c for c in reader.cues}
    dropped: set[int] = set()
    added = []
    nums = _numbers(reader, 0, reader.n)
    for a, b in zip(nums, nums[1:]):
        clause, later = reader.clause_of[a], reader.clause_of[b]
        lo, hi = reader.clause_span[later]
        between = [k for k in range(a + 1, b) if toks[k].kind == "word"]
        neg, give_at = None, None
        if clause == later and len(between) == 1 and words[between[0]] in _NEG:
            pass  # "sugar 46 no 42 ok"
        elif clause == later and len(between) == 2 and words[between[0]] in _NEG and words[between[1]] in _GIVE_BEFORE:
            give_at = between[1]  # "sugar 42 no, give 41"
        elif clause == later and not between and any(
                words[k] in _NEG for k in range(max(reader.clause_span[clause][0], a - 2), a)):
            pass  # "Sugar not 42, 41 final"
        elif later == clause + 1 and not between and all(toks[k].kind == "sym" for k in range(lo, b)) and len(
                {reader.clause_of[k] for k in reader.item_tokens} & {clause, later}) == 1:  # "toor dal not at 150.
            # 140 fine", "Not at ₹44. ₹41 ok for sugar": the goods named in one of the two sentences
            neg = next((k for k in range(a - 1, max(reader.clause_span[clause][0], a - 4) - 1, -1)
                        if words[k] in _NEG), None)
            if neg is None:
                continue
        else:
            continue
        if any(k in reader.item_tokens for k in range(a, b)):
            continue
        if toks[a].text == toks[b].text:
            continue
        k = b + 1
        while k < hi and (toks[k].kind == "sym" and toks[k].text not in ",.;!?" or words[k] in _FILLER):
            k += 1
        if give_at is not None:  # the word of giving, or the arrow, before the second price is its offer
            k = give_at
        elif k >= hi or toks[k].kind != "word":
            continue
        if words[k] in _LIMIT and (any(c.kinds == {"accept"} and reader.clause_of[c.pos] == clause for c in reader.cues)
                                   or b + 1 < reader.n and words[b + 1] in UNIT_WORDS):
            continue  # "Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max": the offer spreads onto the rice;
            # "Sugar 46 no, 50 kg max": a count, no price
        cue = cue_at.get(k)
        if cue is not None and (cue.kinds == {"accept"} and words[k] in _OK | _LIMIT or cue.kinds == {
                "reject"} and words[k] in _LIMIT):  # ("₹30 max" read alone as a refusal: "no more than ₹30")
            cue.kinds = frozenset({"offer"})
        elif cue is not None and cue.kinds == {"offer"}:
            pass  # ("… ₹41 karo": an offer already)
        elif cue is None and (give_at is not None or words[k] in _GIVE | _LIMIT):
            added.append(_Cue(frozenset({"offer"}), k, k + 1, clause, reader.chunk_of[a]))  # (the goods' chunk)
        else:
            continue
        dropped.update(range(a, b))
        if neg is not None and cue_at.get(neg) is not None and cue_at[neg].kinds == {"reject"}:
            cue_at[neg].kinds = frozenset()  # the refusal is the counter's (the refused price no term)
    if not dropped:
        return
    for f in reader.figs:
        if f.pos in dropped and f.kind in ("price", "bare"):
            reader.reference_at.add(f.pos)
    reader.figs = [f for f in reader.figs if not (f.pos in dropped and f.kind in ("price", "bare"))]
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
