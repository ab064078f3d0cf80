"""The writer's own price said right after a cross mark on a list line: "- **Salt ₹24/kg** ❌ — too high, we'll do
₹21", "- **नमक ₹24/किलो** ❌ — ज़्यादा है, ₹21 करेंगे", "- **Namak ₹24/kg** ❌ — zyada hai, ₹21 karenge" (holdout45).
The mark ends a sentence (``lang.reader``), so the counter-price stood in a sentence naming no goods; with other
goods in the message (the sugar ticked on the line above) it joined none and was refused ("what is ₹21 for?"). A
shopkeeper reads the line as one: the salt refused at ₹24 and offered at ₹21.

``price_after_cross`` says when such a sentence's prices are the goods' of the line: the sentence before it names
one item and ends with a cross mark, the two are on one line of text, and the sentence offers (an offer word:
"we'll do", "karenge", "कर दो"). Anything else is left to be asked.

The same holds with no cross mark when the sentence before turns the goods' price down in words ("Toor at ₹140 is
too much. We can do ₹131.": ``lang.countered_on_the_line``) or tells another seller's price of them ("Mehta Traders is selling chana dal at ₹68 a
kg. Can you match ₹68?": ``lang.matched_on_the_line``), and a price agreed right after a sentence naming the
goods ("… about the tomatoes. ₹29 per kg is acceptable to us.": ``lang.agreed_on_the_line``); and a count ordered
right after a price agreed on the line the goods open ("- Refined oil: ₹116 is fine. Please send 12 litres.":
``lang.count_on_the_line``); a count in the goods' trade unit right after a sentence naming them alone ("Eggs are
moving fast. Send 2 more trays at ₹172 per tray.": ``lang.trade_unit_count``). The count said "if yes" right after a counter-offer given so ("Can you do ₹27/kg? If
yes, send 15 kg.") is the line's too (``lang.count_after_counter``, which ``lang.lines`` asks through this module).

Shape: ``price_after_cross(reader, figs, lines_before, clause, cues_by_clause)`` → bool (``lang.lines`` asks it).
"""
from __future__ import annotations

from lang.agreed_on_the_line import agreed_on_the_line
from lang.count_after_counter import count_after_counter
from lang.count_on_the_line import count_on_the_line
from lang.countered_on_the_line import countered_on_the_line
from lang.matched_on_the_line import matched_on_the_line
from lang.trade_unit_count import counted_in_trade_unit

__all__ = ["price_after_cross", "count_after_counter"]

_CROSSES = frozenset("✖❌✗✘❎")


def price_after_cross(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (prices of sentence ``clause``, which names no goods) are the goods' of the one item line
    of the sentence before (``lines_before``) that a cross mark closes on the same line of text."""
    if countered_on_the_line(reader, figs, lines_before, clause, cues_by_clause):
        return True  # "Toor at ₹140 is too much. We can do ₹131." beside other goods (lang.countered_on_the_line)
    if matched_on_the_line(reader, figs, lines_before, clause, cues_by_clause):
        return True  # "Mehta Traders is selling chana dal at ₹68 a kg. Can you match ₹68?" (lang.matched_on_the_line)
    if agreed_on_the_line(reader, figs, lines_before, clause, cues_by_clause):
        return True  # "Thank you for your reply about the tomatoes. ₹29 per kg is acceptable" (lang.agreed_on_the_line)
    if count_on_the_line(reader, figs, lines_before, clause, cues_by_clause):
        return True  # "- Refined oil: ₹116 is fine, accepted. Please send 12 litres." (lang.count_on_the_line)
    if counted_in_trade_unit(reader, figs, lines_before, clause, cues_by_clause):
        return True  # "Eggs are moving fast. Send 2 more trays at ₹172 per tray?" (lang.trade_unit_count)
    if not figs or any(f.kind != "price" or f.role for f in figs) or len(
            {ln.mention.candidates for ln in lines_before}) != 1:
        return False
    if not any("offer" in c.kinds for c in cues_by_clause.get(clause, ())):
        return False
    lo, _ = reader.clause_span[clause]
    _, hi = reader.clause_span[clause - 1]
    toks = reader.tokens
    mark = next((k for k in range(hi - 1, max(lines_before[0].pos, hi - 4) - 1, -1) if toks[k].kind == "sym" and
                 toks[k].text[:1] in _CROSSES), None)
    return mark is not None and not any(toks[k].kind == "nl" for k in range(mark, min(figs[0].pos, reader.n)))
