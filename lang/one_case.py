"""A case, tray or sack named once with no number is one of them (a new user's trial through a fake model server,
session 32; holdout74 x9022):

- cut from an order: "cancel the refined oil case from O21", "O21 से रिफाइंड तेल की पेटी हटा दीजिए।", "O21 se refined
  oil ki peti cancel karo." cut one case (12 litres), as "cancel one case of refined oil from O21" does; they had cut
  the refined oil with no count (all of it, silently, when the order holds more cases);
- a price said of it: "केले की एक पेटी भेजो, 10 दर्जन वाली, ₹500 की पेटी।", "Kele ki ek peti bhejo, 10 darjan wali,
  ₹500 ki peti." price a case at ₹500 (₹50 a dozen), as "₹500 per crate" does; the ₹500 had also been read as the
  lot's total.

``one_case`` (a ``lang.after_acts`` pass) turns such a word (a figure of kind "hint": a unit word with no number) into a
count of one in a sentence with a cancel word, when its phrase has no count, the word is singular and "the", "a",
"ki", "की", "ka", "का" stand a few words before it; and a price right before "ki"/"की"/"ka"/"का" and such a word into
that unit's price. "cancel the refined oil from O21" (no case), "Cancel the 2 cases …" (a count) and "₹500 per peti"
read as before.

Shape: ``one_case(reader)`` → None; changes ``reader.figs`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["one_case"]

#: Units a case-like word names ("case", "peti", "crate", "tray", "sack", "bori").
_PACKS = frozenset(("case", "tray", "sack"))
#: Words a few words before it that make it one ("the", "a", "ki", "की").
_ONE = fold_words("the a an that ki ka ke की का के wali wala वाली वाला")
#: Words after a price that tie it to the word after them ("₹500 की पेटी", "₹500 ki peti").
_OF = fold_words("ki ka ke की का के")


def one_case(reader) -> None:
    """Read a case named once with no number as one case (module docstring); ``reader``: the MessageReader after its
    clause acts (tokens, figs, cues, clause_of, chunk_of)."""
    hints = [f for f in reader.figs if f.kind == "hint" and f.unit in _PACKS]
    if not hints:
        return
    by_pos = {f.pos: f for f in reader.figs}
    cancelling = {c.clause for c in reader.cues if "cancel" in c.kinds}
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in ("qty", "bare", "badqty")}
    gone = []
    for h in hints:
        before = by_pos.get(h.pos - 2)
        if before is not None and before.kind == "price" and before.unit is None and before.mark is None and \
                before.end == h.pos - 1 and reader._word(h.pos - 1) in _OF:
            before.unit, before.mark = h.unit, "unit"  # "₹500 की पेटी": ₹500 a case
            gone.append(h)
            continue
        if reader.clause_of[h.pos] not in cancelling or reader.chunk_of[h.pos] in counted or _plural(reader, h.pos):
            continue
        if any(reader._word(k) in _ONE and reader.chunk_of[k] == reader.chunk_of[h.pos]
               for k in range(max(0, h.pos - 5), h.pos)):
            h.kind, h.value = "qty", type(h.value)(1)  # "cancel the refined oil case from O21": one case
    if gone:
        reader.figs = [f for f in reader.figs if f not in gone]


def _plural(reader, k: int) -> bool:
    """Whether the unit word at token ``k`` is said in the plural ("cases", "trays", "पेटियाँ", "petiyan")."""
    text = reader.tokens[k].text.lower()
    return text.endswith(("s", "याँ", "यां", "yan", "yaan"))
