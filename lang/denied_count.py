"""A count said "not" and the count wanted right after it: "Not three, send two peti of Coca-Cola", "ढाई सौ अंडे
नहीं... तीन सौ अंडे भेजिए", "250 ande nahi, 300 ande bhejo". The first number is the count the shop does not want;
it had been left unexplained ("what is three for?") though the message asks plainly for the second.

``denied_counts`` drops such a first figure when: it is a bare number (no ₹, no unit); "not" stands right before it,
or "nahi" / "नहीं" / "no" right after it (the goods' name may stand between: "ढाई सौ अंडे नहीं"); only marks of
punctuation and a word of sending come between the denial and the next figure; that next figure is a count (with a
unit, or a number before the goods' name) of another value in the same clause ("ढाई सौ अंडे नहीं... तीन सौ अंडे
भेजिए" is two sentences, its "नहीं" a refusal of its own: left refused); and the message has a word of sending. The denial then
refuses nothing (its cue of refusal becomes the order its sending word says, as ``lang.slips`` does with "no
sorry"). A price after it ("Not 40, 38 is our rate"), or no word of sending, leaves the message as it was.

Shapes: ``denied_counts(reader)``: ``reader.figs`` and ``reader.cues`` change in place; one pass over the figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import SEND_WORDS

__all__ = ["denied_counts"]

_NOT = fold_words("not")
_NAHI = fold_words("nahi nahin नहीं no")
_MARKS = frozenset((",", "…", ".", "—", "–", "-", ";"))


def denied_counts(reader) -> None:
    """Drop each count said "not" before the count wanted (see the module's docstring). ``reader``: the
    MessageReader after its clause acts."""
    keys = reader._keys
    if _NOT.isdisjoint(keys) and _NAHI.isdisjoint(keys) or SEND_WORDS.isdisjoint(keys):
        return
    toks = reader.tokens
    figs = sorted((f for f in reader.figs if f.kind in ("price", "qty", "bare")), key=lambda f: f.pos)
    drop, nos = set(), set()
    for a, b in zip(figs, figs[1:]):
        if a.kind != "bare" or b.kind not in ("qty", "bare") or a.value == b.value or a.clause != b.clause:
            continue  # (not "ढाई सौ अंडे नहीं... तीन सौ अंडे": the "no" a sentence of its own, a refusal there)
        if b.kind == "bare" and b.end not in reader.item_tokens:
            continue  # ("Not 3, 2": a number of what?)
        k = a.end
        while k < b.pos and k in reader.item_tokens:
            k += 1  # "ढाई सौ अंडे नहीं": the goods' name between
        if k < b.pos and toks[k].kind == "word" and toks[k].key in _NAHI:
            no = k
            k += 1
        elif a.pos > 0 and toks[a.pos - 1].kind == "word" and toks[a.pos - 1].key in _NOT:
            no = a.pos - 1
        else:
            continue
        if not all(toks[j].kind == "sym" and toks[j].text in _MARKS or toks[j].kind == "word" and toks[j].key in
                   SEND_WORDS for j in range(k, b.pos)):
            continue
        if not any(toks[j].kind == "word" and toks[j].key in SEND_WORDS for j in range(b.pos, b.pos + 8)
                   if j < reader.n) and not any(toks[j].kind == "word" and toks[j].key in SEND_WORDS
                                                for j in range(k, b.pos)):
            continue  # the count wanted is sent ("… तीन सौ अंडे भेजिए", "send two peti")
        drop.add(id(a))
        nos.add(no)
    if not drop:
        return
    reader.figs = [f for f in reader.figs if id(f) not in drop]
    denied = {clause for clause, act in reader.acts.items() if act.negative and act.negation_at in nos}
    for clause, act in reader.acts.items():
        if clause in denied:
            act.negative = False
    for c in reader.cues:
        if c.kinds & {"reject", "cancel"} and (c.clause in denied or any(k in nos for k in range(c.pos, c.end))):
            sends = any(toks[k].key in SEND_WORDS for k in range(c.pos, c.end))
            c.kinds = (c.kinds - {"reject", "cancel"}) | ({"order"} if sends else set())
