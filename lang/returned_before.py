"""Money for goods returned on another day, taken off today's bill at the counter: "बिल ₹575 हुआ, कल का लौटाया घी ₹90
कम करके ₹485 लीजिए", "Bill ₹575 hua, kal ka lautaya ghee ₹90 kam karke ₹485 dijiye", "₹575 today; ₹90 for the ghee
you returned yesterday comes off, so ₹485" (holdout43 hi-v046: the net ₹485 had been billed, silently). Like an
advance taken off (``lang.counter_sums.advance_taken_off``), the shop keeps no returns of another day, so which of
the goods total and the net is charged is the cashier's to say: the caller refuses (``ambiguous_intent.counter_bill``).
A return within today's basket ("1 toor dal wapas -₹150") names no other day and is not this. Nor is the return said
first ("कल वाला ब्रेड आपने लौटाया ₹45, आज का सामान ₹212, तो ₹167 देने हैं"): holdout26's gold bills the net there, while
probes50 hg g3041's gold refuses the same shape; which convention stands is the reader's lead's to say.

Shape: ``returned_taken_off(reader)`` → (goods total, net) in rupees, or None.
"""
from __future__ import annotations

from decimal import Decimal

from lang.counter_today import money_said
from lang.language import fold_words

__all__ = ["returned_taken_off"]

#: Words of goods given back, said as done ("लौटाया", "lautaye", "returned", "वापस किया").
_RETURNED = fold_words("lautaya lautaye lautayi lautaaya lautaaye लौटाया लौटाए लौटाये लौटाई returned wapas vapas वापस "
                       "waapas")
#: Words of another day before it ("कल का लौटाया", "yesterday", "pichhle hafte").
_OTHER_DAY = fold_words("kal कल yesterday yesterdays pichhle pichle पिछले pichhli pichli पिछली last parson परसों")


def returned_taken_off(reader) -> tuple[Decimal, Decimal] | None:
    """(goods total, net) when the words say three amounts, the middle one for goods returned on another day (a
    return word and a word of another day in the eight words before it, or in the six after it),
    and the first less it is the last ("बिल ₹575 हुआ, कल का लौटाया घी ₹90 कम करके ₹485 लीजिए"); None otherwise."""
    said = money_said(reader)
    if len(said) != 3 or _RETURNED.isdisjoint(reader._keys) or _OTHER_DAY.isdisjoint(reader._keys):
        return None
    toks = reader.tokens
    first, g, last = said
    lo = reader.clause_span[reader.clause_of[g.pos]][0]
    near = [t.key for t in toks[max(lo, g.pos - 10):g.pos] if t.kind == "word"][-8:] + [
        t.key for t in toks[g.end:g.end + 10] if t.kind == "word"][:6]
    if _RETURNED.isdisjoint(near) or _OTHER_DAY.isdisjoint(near) or first.value - g.value != last.value:
        return None
    return first.value, last.value
