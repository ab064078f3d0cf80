"""A request said not to be needed: "No need to send the bill separately — just cancel O10", "No need to send the
bill, just send 10 kg rice", "Bill bhejne ki zarurat nahi, bas 10 kilo chawal bhej do", "बिल भेजने की ज़रूरत नहीं".

The words of asking for a bill (or a rate, or after a delivery) stand in the message, but a "no need" before them or
a "ki zarurat nahi" after them says the opposite: the bill had been asked for anyway (breaker AA, silently). Here
those asking words say nothing (``unasked``, called by ``MessageReader.read`` after the clause acts).
"""
from __future__ import annotations

from lang.gates import Gate
from lang.language import fold

_ASKS = frozenset({"ask_bill", "ask_delivery", "ask_quote"})
_NEED = frozenset(fold(w) for w in "need needed necessary zarurat zaroorat jarurat jaroorat ज़रूरत जरूरत".split())
_NO = frozenset(fold(w) for w in "no not nahi nahin नहीं नही".split())
_DONT = frozenset(fold(w) for w in "dont mat मत".split())


def unasked(reader) -> None:
    """Empty the kinds of asking cues (``reader.cues``: bill, rate, delivery) said not to be needed: "no need to" or
    "don't"/"mat" at most three words before the cue in its chunk, or "(ki) zarurat nahi" / "not needed" at most
    three words after it. ``reader`` is the MessageReader (tokens, chunk_of, cues)."""
    if _NO_NEED_GATE.shut(reader._keys):
        return  # (speed, lang.gates: "no need", "don't"/"mat", "not needed" each need one of these words)
    toks, chunk_of = reader.tokens, reader.chunk_of
    for c in reader.cues:
        if not c.kinds or not c.kinds <= _ASKS:
            continue
        before = [toks[k].key for k in range(max(0, c.pos - 4), c.pos) if toks[k].kind == "word"
                  and chunk_of[k] == c.chunk]
        after = [toks[k].key for k in range(c.end, min(len(toks), c.end + 4)) if toks[k].kind == "word"
                 and chunk_of[k] == c.chunk]
        no_need = any(a in _NO and b in _NEED for a, b in zip(before, before[1:])) or bool(_DONT.intersection(
            before[-2:])) or any(a in _NEED and b in _NO for a, b in zip(after, after[1:])) or after[:2] == [
            fold("not"), fold("needed")]
        if no_need:
            c.kinds = frozenset()


#: What follows "confirm when" / "let me know when" in a courtesy, not a delivery question: "when you get a minute".
_AT_LEISURE = [tuple(fold(w) for w in p.split()) for p in (
    "you get a minute", "you get a moment", "you get a chance", "you get time", "you have a minute", "you have a moment",
    "you have time", "you are free", "youre free", "possible", "convenient", "you can")]


def courtesy_when(reader) -> None:
    """Empty a delivery question that is only "confirm when"/"let me know when" + "you get a minute" (a courtesy: "Paid
    B12 via UPI. Please confirm when you get a minute" had asked after the goods of the next sentence, "we sold 60 kg
    of rice" — sealed69). ``reader`` is the MessageReader after its clause acts (tokens, cues)."""
    toks = reader.tokens
    for c in reader.cues:
        if c.kinds != {"ask_delivery"} or toks[c.end - 1].key != _WHEN:
            continue
        after = [toks[k].key for k in range(c.end, min(len(toks), c.end + 6)) if toks[k].kind == "word"]
        if any(tuple(after[:len(p)]) == p for p in _AT_LEISURE):
            c.kinds = frozenset()


_WHEN = fold("when")


#: ``unasked`` empties a cue only beside a word of needing ("no need", "zarurat nahi", "not needed") or of not doing
#: ("don't", "mat").
_NO_NEED_GATE = Gate("no_need.unasked", (unasked,), opens=(_NEED, _DONT, frozenset({fold("needed")})), alongside=(
    _ASKS, _NO))
