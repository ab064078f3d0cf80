"""A lot's price agreed where no word says "for" the count: "आधा किलो बादाम पाँच सौ में ठीक है", "Aadha kilo badaam
paanch sau mein theek hai" (holdout76 p9060), and "₹2,500 for the 1 quintal of potatoes is fine with us",
"₹3,480 for the 1 quintal rice is fine" (holdouts 59 g040, 93 n9012).

tests/corpus_chat/README.md: a lot's price accepted ("₹1,650 for the 50 kg onion is fine") is an ``accept`` with
the lot's quantity and total; nothing is ordered by it. The reader marks a lot's price by "₹400 for 10 kg", "10 kg
ke liye ₹400" or "दो क्विंटल प्याज़ के ₹5,000" (``lang.figures``); without such a word the price was read as a
kilo's: half a kilo of almonds agreed at ₹500 a kilo (₹50 a 100 g packet, under half its MRP of ₹110) and the
five packets ordered — silently, where the shopkeeper agreed ₹500 for the half kilo and ordered nothing.

Two shapes, each only in a clause that agrees ("ठीक", "fine", "manzoor": an accept cue) and offers or orders nothing:

- "for the/this/that" before the count ("₹2,500 for the 1 quintal …"): the lot's price, as "₹2,500 for 1 quintal";
- counted goods with a bare price right after them ("आधा किलो बादाम ₹500 में ठीक है"): the lot's price only when a
  shopkeeper could mean nothing else — read as the stated unit's price it is under half the MRP a selling unit,
  read as the lot's it is within ½–1½ × that MRP ("20 किलो चीनी ₹41 में ठीक है" stays ₹41 a kilo).

Shape: ``lot_agreed(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); it marks the price
figure ``"total"`` in place (``lang.accept_count`` then reads the accept of the lot).
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.units import selling_units_per

__all__ = ["lot_agreed"]

#: "for", then a word pointing at the lot ("the 1 quintal", "this 50 kg").
_FOR = fold_words("for")
_THE = fold_words("the this that these")


def lot_agreed(reader) -> None:
    """Mark as the lot's total a price agreed for counted goods in the two shapes of the module docstring."""
    agreeing = {c.clause for c in reader.cues if "accept" in c.kinds}
    if not agreeing:
        return
    acting = {c.clause for c in reader.cues if c.kinds & {"order", "offer", "reject", "ask_quote"}}
    qtys = {f.pos: f for f in reader.figs if f.kind == "qty"}
    for f in reader.figs:
        if f.kind != "price" or f.mark is not None or f.unit is not None or f.role or f.note:
            continue
        clause = reader.clause_of[f.pos]
        if clause not in agreeing or clause in acting or any(
                g is not f and g.kind == "price" and reader.clause_of[g.pos] == clause for g in reader.figs):
            continue  # (not "₹1,690 for the 50 kg onion — about ₹34 a kilo — fine": which is agreed?)
        if reader._word(f.end) in _FOR and reader._word(f.end + 1) in _THE and f.end + 2 in qtys:
            f.mark = "total"  # "₹2,500 for the 1 quintal of potatoes is fine with us"
            continue
        if _bare_lot(reader, f, qtys):
            f.mark = "total"  # "आधा किलो बादाम पाँच सौ में ठीक है"


def _bare_lot(reader, f, qtys) -> bool:
    """Whether the bare price ``f``, right after goods counted before them, is the lot's by the MRP test."""
    named = [m for m in reader.mentions if m.last <= f.pos and not m.ambiguous and m.sku and all(
        reader.tokens[k].kind == "sym" for k in range(m.last, f.pos))]  # ("बादाम ₹500": the ₹ between)
    if len(named) != 1:
        return False
    m = named[0]
    q = next((x for x in qtys.values() if x.end == m.first and x.unit is not None), None)
    if q is None or reader.clause_of[q.pos] != reader.clause_of[f.pos]:
        return False
    item = reader.cat.by_sku(m.sku)
    per = selling_units_per(q.unit, item)
    if not per or not item.mrp_paise:
        return False
    mrp, price, count = Fraction(item.mrp_paise, 100), Fraction(f.value), Fraction(q.value) * per
    if count.denominator != 1 or count < 1:
        return False
    return price / per < mrp / 2 and mrp / 2 <= price / count <= Fraction(3, 2) * mrp
