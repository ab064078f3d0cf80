"""A "not" said of the reason, then goods sent: "Sales were not good this week, so only 10 kg sugar this time.", "इस
हफ़्ते बिक्री अच्छी नहीं रही, इसलिए इस बार सिर्फ़ 10 किलो चीनी।", "Pappu bhai ne bataya aap Sunday ko delivery nahi karte,
toh 10 kilo gud Saturday ko bhej dijiye.", "फिर भी टोकरी खाली नहीं रख सकते — आज जो भी रेट हो, 25 किलो प्याज़ भेज दीजिए।"
The clause holds a negation, so the reader had read the goods refused (and asked "send it, or not?"); every writer
labels an order: the negation tells why, and "so" / "isliye" / "toh" / a dash puts the goods after it, asked for.

``negation_apart`` undoes the refusal of such a clause only where nothing else could be meant:
- the negation comes before a word of consequence ("so", "therefore", "isliye", "इसलिए", "toh"/"to"/"तो" after a
  comma, a dash "—" or ";"), and the part before it names no goods and no figure;
- the part after it names goods with a count and holds no negation of its own ("so no sugar this time" stays).
The words of sending after it that the negation had turned into refusals are an order again, the refusal put on the
negation itself goes, and with no word of sending ("…, so only 10 kg sugar this time") an order cue stands at the
"so": the goods with their count are asked for. Not in a clause reported of the past, nor beside any other request
or refusal after the "so".
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["negation_apart"]

#: Words that put what follows as the consequence of what was said ("so", "isliye").
_SO = fold_words("so therefore hence isliye isiliye islie इसलिए इसीलिए")
#: "toh"/"to"/"तो": a consequence only after a comma ("…nahi karte, toh 10 kilo gud …").
_TOH = fold_words("toh to तो")
_DASHES = frozenset("—–;")
#: Words of sending, inside a cue the negation had turned into a refusal ("bhej dijiye", "send").
_SEND = fold_words("send dispatch deliver supply book bhej bhejo bhejiye bhejna bhijwa bhijwaiye भेज भेजो भेजिए भेजें "
                   "भेजना भिजवा भिजवाइए")


def _split_at(reader, at: int, hi: int) -> int | None:
    """The token index after ``at`` (the negation) and before ``hi`` where the consequence starts, else None."""
    for k in range(at + 1, hi):
        t = reader.tokens[k]
        if t.kind == "sym" and t.text in _DASHES:
            return k
        if t.kind == "word" and (t.key in _SO or t.key in _TOH and reader.tokens[k - 1].text == ","):
            return k
    return None


def negation_apart(reader) -> None:
    """Empty the refusals of a clause whose negation tells the reason for the goods after it (module docstring).
    ``reader``: the MessageReader after its clause acts (acts, cues, figs, mentions, tokens, clause_span)."""
    if (_SO | _TOH).isdisjoint(reader._keys) and _DASHES.isdisjoint(reader._syms):
        return
    for clause, act in reader.acts.items():
        if not act.negative or act.question or act.negation_at is None:
            continue
        lo, hi = reader.clause_span[clause]
        k = _split_at(reader, act.negation_at, hi)
        if k is None:
            continue
        goods_before = any(lo <= m.first < k for m in reader.mentions)
        figs_before = any(lo <= f.pos < k for f in reader.figs)
        counted_after = [f for f in reader.figs if k <= f.pos < hi and f.kind == "qty"]
        named_after = [m for m in reader.mentions if k <= m.first < hi]
        negated_after = any(reader.tokens[j].kind == "word" and reader.tokens[j].key in NEGATIONS for j in range(k, hi))
        if goods_before or figs_before or not counted_after or not named_after or negated_after or act.background:
            continue
        after = [c for c in reader.cues if c.clause == clause and c.pos >= k and c.kinds]
        if any(c.kinds != {"reject"} and c.kinds != {"order"} or c.kinds == {"reject"} and not any(
                reader.tokens[j].key in _SEND for j in range(c.pos, c.end)) for c in after):
            continue  # a refusal of its own after the "so" ("so leave the sugar"), or another request: not this
        for c in reader.cues:
            if c.clause == clause and c.kinds == {"reject"} and c.pos < k:
                c.kinds = frozenset()  # (the refusal put on the negation itself)
        for c in after:
            c.kinds = frozenset({"order"})
        if not after:  # "…, so only 10 kg sugar this time": the goods and their count, asked for
            reader.cues.append(_Cue(frozenset({"order"}), k, k + 1, clause, reader.chunk_of[k]))
        act.negative = False
