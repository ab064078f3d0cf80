"""Goods counted in a sentence of their own, then ordered by a sentence that names none, keep their order when a later
question asks their rate (session 39, fixer DK; issue 10): "Agarwal ji sankranti stock: gur 30 kg more, chura 30 kg
more. deliver by 10 Jan. til we buy from mandi. what is gur rate now?" (holdout128 en-o9030), "gur 30 kilo, chura 30
kilo. 10 January tak bhej dijiye. gur ka abhi kya rate hai?" had asked the gur rate for 30 kg and ordered the chura
alone: the gur order was lost, silently. The later mention of the gur, with no figures, joins the first (its count's)
line and lends it the rate question, which then stands for all its words; the order word of the sentence after the
list reaches only goods with no words of their own.

When: a sentence whose only intent words are order words ("deliver by 10 Jan", "10 January tak bhej dijiye", "send by
Friday"), naming no goods and not a question, condition or refusal, right after a sentence of counted goods with no
intent word of its own (blank lines between are no sentence), and goods of that list are named again in a later
sentence with a rate question. Then the order words are the list's (they are moved to its sentence), as in "Send gur
30 kg, chura 30 kg. What is gur rate now?", which orders both and asks the gur rate. Without the later rate question
nothing changes (the list is ordered already).

Shape: ``order_after_list(reader)`` with the MessageReader after its clause acts (run by ``lang.said_in_passing``);
changes the clause and chunk of ``reader.cues``' order words in place. Linear in the cues and mentions.
"""
from __future__ import annotations

__all__ = ["order_after_list"]

_RATE_ASKS = frozenset({"ask_quote", "ask_quote_weak"})


def _previous_clause(reader, clause: int, spoken: set[int]) -> int | None:
    """The clause before ``clause`` that holds a word or number, skipping blank lines; None at the start."""
    c = clause - 1
    while c >= 0 and c not in spoken:
        c -= 1
    return c if c >= 0 else None


def order_after_list(reader) -> None:
    """Give a goods-less order sentence's words to the counted list right before it (module docstring). ``reader``:
    the MessageReader after its clause acts. "gur 30 kg, chura 30 kg. deliver by 10 Jan. what is gur rate now?" /
    "gur 30 kilo, chura 30 kilo. 10 January tak bhej dijiye. gur ka abhi kya rate hai?" / "गुड़ 30 किलो, चूड़ा 30
    किलो। 10 जनवरी तक भेज दीजिए। गुड़ का अभी क्या भाव है?" order 30 kg gur and 60 packets of chura and ask the gur
    rate; "gur 30 kg, chura 30 kg. deliver by 10 Jan." reads as before."""
    if not reader.mentions or not any(c.kinds & _RATE_ASKS for c in reader.cues):
        return
    by_clause: dict[int, list] = {}
    for c in reader.cues:
        if c.kinds - {"neutral"}:
            by_clause.setdefault(c.clause, []).append(c)
    goods: dict[int, set[str]] = {}
    for m in reader.mentions:
        goods.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    spoken = {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind in ("word", "num")}
    asked_rate = {c.clause for c in reader.cues if c.kinds & _RATE_ASKS}
    for clause, cues in by_clause.items():
        act = reader.acts.get(clause)
        if clause in goods or any(c.kinds != {"order"} for c in cues) or act is None or act.question or \
                act.condition or act.negative or act.background:
            continue
        prev = _previous_clause(reader, clause, spoken)
        before = reader.acts.get(prev)
        if prev is None or prev not in goods or prev not in counted or prev in by_clause or before is None or \
                before.question or before.condition or before.background:
            continue
        if not any(later > clause and goods.get(later, set()) & goods[prev] for later in asked_rate):
            continue  # no later rate question of the list's goods: the list is ordered as read
        chunk = max(reader.chunk_of[m.first] for m in reader.mentions if reader.clause_of[m.first] == prev)
        for c in cues:
            c.clause, c.chunk = prev, chunk
