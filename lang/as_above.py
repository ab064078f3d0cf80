"""A summary that points back at the goods above, adding nothing: "Summary: rice and sugar as above.", "Summary:
onion, potato and tomato as listed, delivery Friday morning.", "सारांश: चना दाल और चीनी ऊपर जैसे, मंगलवार को
डिलीवरी।", "Summary: chana dal aur cheeni upar jaise, Mangalvaar ko delivery." (holdout77 q9005, q9041, q9057). The
goods are named again with no intent word of their own, so the reader refused them ("what should we do with the rice:
send, price or cancel?"); a shopkeeper reads the list above and nothing new in the line.

``as_above`` makes such a sentence background (``reader.background``): a sentence holding a phrase that points back
("as above", "as listed", "as in the table", "ऊपर जैसे", "ऊपर जैसा", "ऊपर वाले", "upar jaise", "upar wale"), naming
goods that are all named in another sentence of the message, with no figure, no order or bill id and no intent cue of
its own. "Rice and sugar as above, and 10 kg dal" (a figure), "Send rice as above." (a request of its own) and
"Sugar as above." where nothing above names sugar are read as before.

Shape: ``as_above(reader)`` with the MessageReader after its clause acts (tokens, clause_of, cues, figs, mentions,
background); run by ``lang.thanked_goods``. Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_phrase
from lang.reader_parts import ITEM_INTENTS

__all__ = ["as_above"]

_PHRASES = frozenset(fold_phrase(p) for p in (
    "as above", "as listed", "as listed above", "as in the table", "as per the table", "as per above",
    "ऊपर जैसे", "ऊपर जैसा", "ऊपर जैसी", "ऊपर वाले", "ऊपर लिखे", "जैसा ऊपर", "upar jaise", "upar jaisa", "upar wale",
    "upar likhe", "jaisa upar"))
_FIRSTS = frozenset(p[0] for p in _PHRASES)
_ASKING = frozenset(ITEM_INTENTS) | {"ask_quote_weak", "cancel", "pay", "dispute", "ask_bill", "ask_delivery"}


def _has_phrase(keys: list[str]) -> bool:
    """Whether the word keys of a sentence hold one of ``_PHRASES`` as a run."""
    return any(tuple(keys[i:i + len(p)]) in _PHRASES for i, w in enumerate(keys) if w in _FIRSTS for p in _PHRASES)


def as_above(reader) -> None:
    """Make each summary that points back at goods named above background (module docstring)."""
    if _FIRSTS.isdisjoint(reader._keys) or not reader.mentions:
        return
    words = clause_words(reader)
    found = {c for c, ws in words.items() if not _FIRSTS.isdisjoint(ws) and _has_phrase(ws)}
    found -= {f.clause for f in reader.figs}
    found -= {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    found -= {c.clause for c in reader.cues if c.kinds & _ASKING}
    if not found:
        return
    skus: dict[int, set[str]] = {}
    for m in reader.mentions:
        if m.sku:
            skus.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    told = set()
    for clause in found:
        elsewhere = set().union(*(s for c, s in skus.items() if c not in found))
        if skus.get(clause) and skus[clause] <= elsewhere:
            told.add(clause)
    if told:
        reader.background = set(reader.background) | told
