"""A quote thanked for, then goods asked sent at no price of their own, takes the quote: "Thank you for the quote of
₹39.50 for rice. Please send 50 kg." / "चावल के ₹39.50 के भाव के लिए धन्यवाद। 50 किलो भेज दीजिए।" / "Chawal ke ₹39.50
ke quote ke liye dhanyavaad. 50 kilo bhej dijiye." The thanked price is the supplier's (a reference, ``lang.roles``),
so the order had been read with no price and the supplier's desk sold at its list price, not at the ₹39.50 quoted —
silently (session 32's probes). A shopkeeper reads the rice taken at the quote: accept rice ₹39.50 and order 50 kg,
as "Fine, ₹38.80 per kg for rice works. Please book 40 kg." is read (tests/corpus_chat/README.md).

When (all): one price dropped as a reference, in a sentence with a word of thanks and a word for the quote, that
names one goods; no price kept anywhere; every other request an order (of those goods, or of none named), with a
count; no negation in the thanked sentence. ("Thank you for the quote of ₹39.50 for rice. It is high; please do ₹38"
offers ₹38, and "Thanks for the quote, but ₹52 for jaggery is beyond our budget" refuses: both left as they were.)

Shape: ``quote_taken(reader)`` with the MessageReader after its clause acts; puts the price back and an accept cue.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import Cue
from lang.their_rates import THANKS

__all__ = ["quote_taken"]

_QUOTE = fold_words("quote quotation quotes rate rates price prices bhav bhaav भाव रेट कोटेशन offer")
_ASKED = frozenset({"order", "ask_quote_weak"})
_BUT = fold_words("but lekin magar however पर लेकिन मगर")


def quote_taken(reader) -> None:
    """Take a thanked quote for goods then ordered at no price (module docstring): put the quoted price back and
    agree to it. Examples: "Thank you for the quote of ₹39.50 for rice. Please send 50 kg.", "चावल के ₹39.50 के भाव
    के लिए धन्यवाद। 50 किलो भेज दीजिए।", "Chawal ke ₹39.50 ke quote ke liye dhanyavaad. 50 kilo bhej dijiye." → accept
    rice ₹39.50, order rice 50 kg."""
    if THANKS.isdisjoint(reader._keys) or getattr(reader, "refused_why", None) is not None:
        return
    dropped = [(chunk, f) for chunk, figs in getattr(reader, "refused_prices", {}).items() for f in figs]
    if len(dropped) != 1 or any(f.kind == "price" for f in reader.figs) or not any(
            "order" in c.kinds for c in reader.cues) or any(c.kinds - _ASKED for c in reader.cues):
        return
    chunk, f = dropped[0]
    lo, hi = reader.clause_span[f.clause]
    keys = {reader._word(k) for k in range(lo, hi)}
    if THANKS.isdisjoint(keys) or _QUOTE.isdisjoint(keys) or not NEGATIONS.isdisjoint(keys) or not _BUT.isdisjoint(keys):
        return
    named = {m.sku for m in reader.mentions if lo <= m.first < hi}
    if len(named) != 1 or None in named or {m.sku for m in reader.mentions} != named:
        return
    if any(c.clause == f.clause and "order" in c.kinds for c in reader.cues) or not any(
            g.kind == "qty" and g.clause != f.clause for g in reader.figs):
        return
    reader.refused_prices[chunk].remove(f)
    reader.reference_at.discard(f.pos)
    reader.figs.append(f)
    reader.cues = [c for c in reader.cues if c.clause != f.clause]
    reader.cues.append(Cue(frozenset({"accept"}), f.pos, f.pos + 1, f.clause, reader.chunk_of[f.pos]))
