"""A price asked "possible?" with no rupee sign: "चावल 35 हो जाएगा? अरहर 132? तो सब ऑर्डर कर देंगे।", "chawal 35 ho
jayega? arhar 132?", "rice 35 possible? toor 132?", "चीनी 41 हो सकता है?" (issue 10, holdout131 c7018): an offer of
the price, not a question about a delivery.

"हो जाएगा" / "ho jayega" (will it do?) after a rate asks whether the supplier can do that rate; the corpus reads it so
with a rupee sign or "mein" ("40 packet poha chahiye. ₹33 packet me ho jayega?", "चावल 35 में हो जाएगा?": offers).
With a bare number, "jayega" / "जाएगा" (it will go) is a word of arrival in ``lang.acts`` ("kab tak pahunch jayega?"),
and the sentence was read as a delivery question about the rice, silently, beside the toor dal's offer; "rice 35
possible?" and "chawal 35 ho sakta hai?" were refused, "35 what — kg, packets or ₹?".

``price_possible`` reads such a bare number as the price asked — an offer — when, in a question sentence, it comes
right after an item's name and right before "ho jayega" / "ho jaega" / "हो जाएगा" / "ho sakta (hai)" / "हो सकता" /
"chal jayega" / "चल जाएगा" / "possible" (a unit word after it, "चावल 35 किलो हो जाएगा?", is a count asked) and lies
within half to one and a half times the item's MRP per selling unit, or per kg or litre for goods in smaller packs
("paneer 370 ho jayega?"); the delivery question the sentence had been given goes. A number outside that band
("chawal 90 ho jayega?") is asked (``ambiguous_intent.bare_number``: 90 what — kg, packets or ₹?). "O12 कल तक हो जाएगा?" (no item,
no figure) and "चावल 20 किलो कल तक हो जाएगा?" stay delivery questions. Linear in the figures.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from lang.language import fold_phrase
from lang.reader_parts import cues_without
from lang.reasons import why
from lang.units import UNIT_WORDS, price_per_selling_unit

__all__ = ["price_possible"]

#: Words right after the number that ask whether the rate can be done.
_POSSIBLE = tuple(fold_phrase(p) for p in (
    "ho jayega", "ho jaega", "ho jaayega", "ho jaaega", "हो जाएगा", "हो जायेगा", "ho jayegi", "हो जाएगी", "ho sakta",
    "ho sakti", "हो सकता", "हो सकती", "ho payega", "हो पाएगा", "chal jayega", "चल जाएगा", "possible", "mumkin", "मुमकिन",
    "sambhav", "संभव"))
_FIRST = frozenset(p[0] for p in _POSSIBLE)
_BAND = (Fraction(1, 2), Fraction(3, 2))


def _possible_after(reader, at: int) -> int | None:
    """The end of a "ho jayega" / "possible" phrase starting at token ``at``, or None."""
    if reader._word(at) not in _FIRST:
        return None
    for p in _POSSIBLE:
        if all(reader._word(at + q) == w for q, w in enumerate(p)):
            return at + len(p)
    return None


def _priced(value: Decimal, item) -> bool:
    """Whether ``value`` rupees is a rate of ``item`` (per selling unit, or per kg or litre): within ``_BAND`` of
    its MRP."""
    for unit in (None, "kg", "l"):
        per = Fraction(value) if unit is None else price_per_selling_unit(value, unit, item)
        if per is not None and _BAND[0] * item.mrp_paise <= per * 100 <= _BAND[1] * item.mrp_paise:
            return True
    return False


def price_possible(reader) -> None:
    """Read "<item> <number> ho jayega?" / "possible?" as the price offered (module docstring): "चावल 35 हो जाएगा?"
    offers rice at ₹35, as "chawal 35 ho jayega?" and "rice 35 possible?" do. ``reader``: the MessageReader after
    its clause acts (tokens, cues, figs, acts)."""
    if _FIRST.isdisjoint(reader._words):
        return
    for f in reader.figs:
        act = reader.acts.get(f.clause)
        if f.kind != "bare" or f.role or act is None or not act.question or f.end - f.pos != 1:
            continue
        end = _possible_after(reader, f.end)
        if end is None or reader._word(f.end) in UNIT_WORDS:
            continue
        before = [m for m in reader.mentions if m.last == f.pos and reader.clause_of[m.first] == f.clause]
        if len(before) != 1 or before[0].sku is None:
            continue
        item = reader.cat.by_sku(before[0].sku)
        if not _priced(f.value, item):  # "chawal 90 ho jayega?": 90 what — kg, or ₹? (not a delivery question)
            if getattr(reader, "refused_why", None) is None:
                reader.refused_why = why("ambiguous_intent.bare_number", item=item.item, n=reader.tokens[f.pos].text)
            continue
        if any(g is not f and g.clause == f.clause and g.kind in ("qty", "price", "bare") for g in reader.figs):
            continue  # (one figure in the sentence: the rate)
        asked = [c for c in reader.cues if c.clause == f.clause and c.kinds == {"ask_delivery"}]
        if any(c.kinds - {"ask_delivery"} for c in reader.cues if c.clause == f.clause):
            continue
        reader.cues = cues_without(reader.cues, asked)
        act.arrival = False
        f.kind = "price"
        reader.cues.append(reader._offer_after(f))
        reader.cues.sort(key=lambda c: c.pos)
