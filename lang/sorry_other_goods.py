"""A refusal of other goods opened by "sorry" is no correction (session 55, helper TRYFIX55R, from a new user's trial
TRY55: "Can you do mustard oil at ₹134 per litre? Sorry, ₹95.5 for almonds is too high; we will not go ahead." and
"Kya sarson ka tel ₹134 per litre mein de sakte hain? Sorry, badam ₹95.5 mein nahi chalega, rehne dijiye." were
refused ``contradictory.retracted`` — "takes back what the message asks" — while the Hindi "माफ़ कीजिए, बादाम ₹95.5
में नहीं चलेगा" was read as the offer and the refusal it is). A clause opening with a word of correcting ("sorry",
"actually") with a figure changes an earlier figure only when it names no goods or goods named before it; one naming
only goods no earlier clause names refuses or asks those goods, and is read as it says.

``names_other_goods(reader, clause)`` → bool: ``clause`` names goods, and none of them is named in an earlier clause.
``reader``: the MessageReader while its acts are applied (``mentions``, ``clause_of``).
"""
from __future__ import annotations

__all__ = ["names_other_goods"]


def names_other_goods(reader, clause: int) -> bool:
    """Whether ``clause`` refuses goods (skus) and no earlier clause of the message names any of them."""
    mine = {m.sku for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause}
    before = {m.sku for m in reader.mentions if m.sku and reader.clause_of[m.first] < clause}
    refuses = any("reject" in c.kinds and reader.clause_of[c.pos] == clause for c in reader.cues)  # not "Correction:
    return refuses and bool(mine) and mine.isdisjoint(before)  # B3 has refined oil at ₹118" (holdout187 w3030)


#: Marks that end a sentence: a word after one opens the next.
_STOPS = frozenset(".?!।\n")


def refuses_other_goods(reader, k: int) -> bool:
    """Whether the apology at token ``k`` ("Sorry", "माफ़ कीजिए") opens a sentence of its own whose clause refuses
    ("… is too high; we will not go ahead", "… नहीं चलेगा, रहने दीजिए"): the goods after it are refused, not a
    correction of the goods before it (``lang.item_corrected``). ``reader``: the MessageReader after its clause acts
    (tokens, cues, n)."""
    j = k - 1
    while j >= 0 and reader.tokens[j].kind != "word" and not (
            reader.tokens[j].kind == "sym" and _STOPS & set(reader.tokens[j].text)):
        j -= 1
    if j >= 0 and reader.tokens[j].kind == "word":
        return False
    end = next((i for i in range(k + 1, reader.n) if reader.tokens[i].kind == "sym" and _STOPS & set(
        reader.tokens[i].text)), reader.n)
    return any("reject" in c.kinds and k < c.pos < end for c in reader.cues)
