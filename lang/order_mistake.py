"""A mistake said of an order's count is a change of that order, not a complaint about its bill: "Ek galti ho gayi: O7
mein namak 25 nahi 15 kilo chahiye.", "Sorry, mistake in O2: rice should be 30 kg, not 40.", "ऑर्डर O3 में गलती हो
गई, दूध 60 नहीं 40 पैकेट चाहिए।" (trial 33: the first was read as a dispute of O7 — "Bill ? par koi rakam nahi
nikalti" — and the van brought the 25 kg; "… O7 mein namak 15 kilo chahiye" was a dispute and a new order of 15 kg,
so 40 kg would come; the others were refused as "a complaint about a bill"). A dispute needs a bill: a bill named or
goods come. ``lang.mistake_counts`` has written the wrong count beside the right one as the change ("25 ki jagah 15
kilo"), which the reader reads as a cut of the difference (the corpus README's partial cancel).

``mistake_not_disputed`` (before the clause acts, from ``lang.order_bills``) takes the dispute off each cue whose words are a word of mistake ("galti", "गलती", "mistake in",
"error") when the message names an order and no bill, says nothing of a bill or of goods come (``lang.mistake_counts``'
words: "bill", "बिल", "aaya", "मिली", "received", "short" — "O714 ka bill galat hai, 30 nahi 27 kg tamatar aaye" stays
a dispute), and states a count and no price ("Mistake in O2: rice ₹38 not ₹40" is left as before). When the message
then reads no change of the order (no "instead" / "ki jagah" / "की जगह" and no cut), ``order_mistake`` (after
them) refuses it
(``ambiguous_intent.set_count``: cut or add how much?) rather than read as a new order beside it: "Ek galti ho gayi:
O7 mein namak 15 kilo chahiye.", "Sorry, my mistake in O2: rice should be 30 kg.", "O3 में गलती हो गई, दूध 40 पैकेट
चाहिए।"

Shape: ``mistake_not_disputed(reader)`` changes ``reader.cues`` in place; ``order_mistake(reader)`` may set
``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.mistake_counts import GOT_WRONG_RE
from lang.order_changed import INSTEAD
from lang.reasons import why

__all__ = ["mistake_not_disputed", "order_mistake"]

#: Words of a mistake made in writing the order.
_MISTAKE = fold_words("galti galati mistake mistakes error typo galat wrong wrongly correction गलती ग़लती गलत ग़लत")
#: Words of a bill or of goods come (as ``lang.mistake_counts.CAME_OR_BILLED_RE``): a dispute as before.
_CAME_OR_BILLED = fold_words("bill bills billed invoice invoiced charged charge aaya aaye aayi aayin aya aai mila mili "
                             "mile came got received delivered arrived short pahuncha pahunchi बिल इनवॉइस आया आए आये "
                             "आई आईं मिला मिली मिले पहुँचा पहुंचा पहुँची पहुंची")
_GOT = fold_words("got")


def mistake_not_disputed(reader) -> None:
    """Take the dispute off a mistake said of a named order's count (module docstring), before the clause acts read
    the count changed; its words are read (none unknown). ``reader``: the MessageReader before its clause acts
    (order_ids, bill_ids, cues, figs, item_tokens, taken); marks ``reader.order_mistaken`` for ``order_mistake``."""
    keys = reader._keys
    if not reader.order_ids or reader.bill_ids or _MISTAKE.isdisjoint(keys) or not _CAME_OR_BILLED.isdisjoint(keys) and (
            _CAME_OR_BILLED & keys != _GOT or GOT_WRONG_RE.search(reader.text) is None):  # ("I got O4 wrong": a slip)
        return
    if not any(f.kind in ("qty", "bare") for f in reader.figs) or any(f.kind == "price" for f in reader.figs):
        return
    mistaken = [c for c in reader.cues if "dispute" in c.kinds and any(
        reader._word(k) in _MISTAKE for k in range(c.pos, c.end))]
    if not mistaken:
        return
    ids_at = [p for p, _ in reader.order_ids]
    figs_at = {k for f in reader.figs for k in range(f.pos, f.end)}
    for c in mistaken:
        c.kinds = c.kinds - {"dispute"}
        lo, hi = reader.clause_span[c.clause]
        end = max([c.end] + [p + 1 for p in ids_at if lo <= p < hi])
        if not any(k in reader.item_tokens or k in figs_at for k in range(lo, end)):
            reader.taken.update(range(lo, end))  # ("Sorry, mistake in O2: …": the apology read, no word unknown)
    reader.cues = [c for c in reader.cues if c.kinds]
    reader.order_mistaken = True


def order_mistake(reader) -> None:
    """Refuse (``ambiguous_intent.set_count``) a mistake said of a named order when no change of it is read (module
    docstring): "Ek galti ho gayi: O7 mein namak 15 kilo chahiye." ``reader``: the MessageReader after its clause acts
    (cues, mentions; ``order_mistaken`` set by ``mistake_not_disputed``)."""
    if not getattr(reader, "order_mistaken", False) or getattr(reader, "refused_why", None):
        return
    if INSTEAD.isdisjoint(reader._keys) and not any("cancel" in c.kinds for c in reader.cues):
        item = next((m for m in reader.mentions if m.sku), None)
        if item is not None:
            reader.refused_why = why("ambiguous_intent.set_count", item=reader.cat.by_sku(item.sku).item,
                                     text=reader._clause_text(reader.clause_of[item.first]))
