""""Chalo" opening a request ("Chalo 20 packet bhejo 118 pe", "चलो 20 पैकेट ₹118 में भेज दो", "Chalo, 10 kilo
bhej do"): the opener of a request — "come on, send …" — not an agreement to a price. The reader had read the
accept word: "accept tea ₹118, order 20" (holdout41 hl-u012, where the supplier had said ₹125 and ₹118 is our own
price, silently). ``chalo_opener`` empties such an accept cue when an order word follows it in its clause, so the
order carries the price said with it ("order tea 20 at ₹118"), as the English "Ok send 20 packets at 118" is read.

"Chalo ₹42 hi sahi, 30 packet bhejo" (the price right after it: agreed), "Chalo theek hai, ₹118 done" (other
accept words stay) and "₹118 chalo, 20 packet bhejo" (the word after the price:
agreed) are not this.

Shape: ``chalo_opener(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["chalo_opener"]

_CHALO = fold_words("chalo chaliye चलो चलिए")


def chalo_opener(reader) -> None:
    """Empty each accept cue that is only "chalo"/"चलो", opens its clause (nothing but marks before it, no amount right
    after it) and has an
    order cue after it in its clause (module docstring). Examples: "Chalo 20 packet bhejo 118 pe" (order 20 at ₹118),
    "चलो, 10 किलो चीनी ₹41 में भेज दो", "Chalo, send 10 kg sugar at ₹41"."""
    if _CHALO.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    for c in reader.cues:
        if c.kinds != {"accept"} or c.end - c.pos != 1 or toks[c.pos].key not in _CHALO:
            continue
        lo = reader.clause_span[c.clause][0]
        if any(toks[k].kind in ("word", "num") for k in range(lo, c.pos)) or any(
                f.kind in ("price", "bare") and c.end <= f.pos <= c.end + 2 for f in reader.figs):
            continue  # (not "Chalo ₹42 hi sahi, 30 packet bhejo": the price it names, agreed)
        if any(o.clause == c.clause and o.pos > c.pos and "order" in o.kinds for o in reader.cues):
            c.kinds = frozenset()
