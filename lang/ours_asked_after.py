"""Our rate asked after another seller's sale told as background (REASON54, the walk of session 53): "Gupta Traders
ne cheeni ₹41 mein di hai. Aapka rate kya hai?", "Gupta Traders gave us sugar at ₹41. What is your rate?", "गुप्ता
ट्रेडर्स ने चीनी ₹41 में दी है। आपका रेट क्या है?"

The rival's sale is background (``lang.bought_elsewhere``: its price is news, never a price of ours), and the reader
had left its goods there as context only: the question after it named no goods, so the message was ``no_intent`` in
the three languages. A shopkeeper reads a rate question for the goods the rival sold: ``ask_quote`` sugar.

When: a line of goods in a background chunk with no figure of its own left, and the next worded clause is a question
that asks only a rate (its cues all ``ask_quote``), names no goods and no figure, and says whose rate: the
supplier's ("your", "aapka", "आपका", "aap", "आप", "tumhara"), and no goods are named after the line. "… What was their rate?" (not the supplier's) and
"… Please send 10 kg" (no rate) read as before.

Shape: ``ours_asked_after(reader, line)`` → the ``Cue`` list to give the line (``ask_quote``, placed on the line), or
[]; ``reader``: the MessageReader finding its lines' intents (``cues_in_clause``, acts, mentions, figures).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["ours_asked_after"]

_YOURS = fold_words("your yours aapka aapki aapke apka apki apke aap ap आपका आपकी आपके आप tumhara tumhari tumhare "
                    "तुम्हारा तुम्हारी तुम्हारे")


def ours_asked_after(reader, line) -> list:
    """The rate question after a background line, as the line's cues (module docstring); else []."""
    nxt = reader._worded_clause(line.clause, +1)
    cues = reader.cues_in_clause.get(nxt, [])
    act = reader.acts.get(nxt)
    if not cues or act is None or not act.question or any(not c.kinds & {"ask_quote", "ask_quote_weak"} for c in cues):
        return []
    if any(reader.clause_of[m.first] == nxt for m in reader.mentions) or any(f.clause == nxt for f in reader.figs):
        return []
    if any(m.first > line.pos and m.sku for m in reader.mentions):
        return []  # goods named again later ("we sold 60 kg of sugar last week. Could you share your rates for: 1.
        # Sugar …"): asked by their own line
    lo, hi = reader.clause_span[nxt]
    if not any(reader._word(k) in _YOURS for k in range(lo, hi)):
        return []
    return [Cue(frozenset({"ask_quote"}), c.pos, c.end, line.clause, line.chunk) for c in cues]
