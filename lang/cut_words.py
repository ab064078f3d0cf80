"""Cut words that cancel goods only from a named order (part of stage 3, the intent words): "Cut 1 tray of eggs
from O22", "Drop 1 tray of eggs from O22", "Please cut 2 kg tea from O17" (breaker L: each was refused, though the
Hindi "O22 से 1 ट्रे अंडे घटा दो" read). Said with no order id in their sentence they are no cancel: "Drop 20 kg rice
at the shop tomorrow" delivers, "cut it to ₹40" lowers a price. An order named by its day instead of its id counts
("Please cut 10 kg onion from yesterday's order", "Drop 10 kg onion off Monday's order": breaker AM, where the cut
had been read as an order for 10 kg more, silently): a word for an order in the sentence (``_ORDER_WORDS``). Words
of making a count ("4 tray se ghata ke 2 tray kar do", "O55 में चीनी 10 किलो और बढ़ा दो") are set here too
(``lang.count_made``), and English "make" of a named order's count (``lang.made_on_order``). A cut word as the noun
of a cut already made ("Payment of ₹5,048 against B8 (order O8, after the 10 packets poha cut) has been sent": probes
50 hd e3050, read as cancelling 10 poha from O8 again, silently; the Hindi "घटाने के बाद" and Hinglish "kam karne ke
baad" had read the payment alone) is no cancel either: "after" and a determiner ("the", "that", "our") before it in
its chunk.
"""
from __future__ import annotations

from lang.count_made import made_counts
from lang.made_on_order import made_on_an_order
from lang.language import fold

__all__ = ["cuts_of_an_order"]

#: The cue phrases (folded word tuples) of ``lang.cues`` that cancel only beside an order id.
_NEED_AN_ORDER = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "cut", "please cut", "kindly cut", "drop", "take out", "deduct", "leave out"))
#: Words naming an order without its id ("from yesterday's order", "कल वाले ऑर्डर से").
_ORDER_WORDS = frozenset(fold(w) for w in "order orders ऑर्डर आर्डर".split())
#: "after the … cut": a cut told as done (a determiner right after "after", within six tokens before the cut word).
_AFTER, _THE = fold("after"), frozenset(fold(w) for w in "the that this our your its".split())


def _cut_made(c, tokens: list, chunk_of: list[int] | None) -> bool:
    """The cut cue ``c`` is the noun of a cut already made: "after the 10 packets poha cut" (module docstring)."""
    lo = max(0, c.pos - 6)
    return any(tokens[k].key == _AFTER and k + 1 < c.pos and tokens[k + 1].key in _THE
               and (chunk_of is None or chunk_of[k] == c.chunk) for k in range(lo, c.pos))


def cuts_of_an_order(cues: list, tokens: list, clause_of: list[int], order_ids: list[tuple[int, str]],
                     chunk_of: list[int] | None = None) -> list:
    """``cues`` (``_Cue``s, in order) without the cancels of ``_NEED_AN_ORDER`` whose clause names no order id
    (``order_ids``: (token, id)); ``tokens`` the message's, ``clause_of`` each token's clause, ``chunk_of`` its chunk
    (given, words of making a count are set first: ``lang.count_made``). The same list object when nothing changes."""
    if chunk_of is not None:
        cues = made_counts(cues, tokens, clause_of, chunk_of, order_ids)  # (lang.count_made)
        cues = made_on_an_order(cues, tokens, clause_of, chunk_of, order_ids)  # "make" (lang.made_on_order)
    weak = [c for c in cues if "cancel" in c.kinds and tuple(t.key for t in tokens[c.pos:c.end]) in _NEED_AN_ORDER]
    if not weak:
        return cues
    named = {clause_of[p] for p, _ in order_ids} | {clause_of[k] for k, t in enumerate(tokens) if t.key in _ORDER_WORDS}
    drop = {id(c) for c in weak if c.clause not in named or _cut_made(c, tokens, chunk_of)}
    return [c for c in cues if id(c) not in drop] if drop else cues
