"""A price given after a price turned down, said as chat (REASON54, the walk and trial of session 53): "kela 46 nahi
hoga. 42 do", "toor dal 140 too high bhai do 128", "केला 46 नहीं होगा। 42 दो", "Banana 46 won't work. Give 42."

A shopkeeper reads an offer at the new price: "do" (दो, give) beside a number, or English "give" before one, right
after a refusal of the goods' price is the price the writer will pay; the turned-down price is context
(``lang.declined_prices``). The reader had read "42 do" as nothing (then the refusal alone: a ``reject`` at ₹46, a
silent misreading), "Give 42" the same, and "do 128" in Hinglish as no offer ("what is 140 for?").

When: the figure (a price, or a bare number: no unit) is right after "give" (English) or right before or after "do" /
"दो" (Hinglish, Hindi) with nothing after it in its clause but words of address ("bhai", "ji", "please", "na",
"yaar"); and its clause or the one before holds, before it, a higher number with a word of refusal within four
words after it ("nahi", "नहीं", "won't", "too high", "zyada") — the price turned down — no more than 30% above it
when the figure is bare; and its clause holds no word of accepting, ordering or offering ("ok sir rice 39 accept,
sugar 42 no, give 41" is read by those). ("Chawal 50 zyada hai, 36 do" may be fifty kilos: not read so). "2 kilo do" (a unit), "42 do
kilo" and "Do you have 42?" are not such figures.

Shape: ``given_after_refusal(reader, fig)`` → bool; ``reader``: the MessageReader applying clause acts (tokens,
figures, cues, clauses), ``fig``: a ``_Fig`` of kind "price" or "bare".
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.language import fold_words

__all__ = ["given_after_refusal"]

_DO = fold_words("do दो")
_GIVE = fold_words("give")
#: Words that may close the clause after the figure given ("42 do bhai", "Give 42 please", "128 दो ना").
#: Words after a price that turn it down ("46 nahi hoga", "140 too high", "46 won't work", "45 ज़्यादा है").
_DECLINE = fold_words("nahi nahin nhi नहीं not no won wont cannot zyada jyada zyaada ज़्यादा ज्यादा high much mehnga "
                      "mehngi महँगा महंगा महँगी महंगी costly expensive odd")
_ADDRESS = fold_words("bhai bhaiya bhaiyya ji please pls plz na naa yaar yar sir boss भाई भैया जी ना यार प्लीज़ सर")


def given_after_refusal(reader, fig) -> bool:
    """Whether ``fig`` is a price given after a refusal (module docstring)."""
    if fig.kind not in ("price", "bare") or fig.unit:
        return False
    k = fig.pos - 1 - (reader._sym(fig.pos - 1) == "₹")
    before = reader._word(k)
    if reader.language == "en":
        given = before in _GIVE
    else:
        given = before in _DO or reader._word(fig.end) in _DO and reader._word(fig.end + 1) not in ("kilo", "किलो")
    if not given:
        return False
    lo, hi = reader.clause_span[fig.clause]
    end = fig.end + (reader._word(fig.end) in _DO and before not in _DO)
    if any(reader.tokens[j].kind in ("word", "num") and reader._word(j) not in _ADDRESS for j in range(end, hi)):
        return False
    if any(c.clause == fig.clause and c.kinds & {"accept", "order", "offer"} for c in reader.cues):
        return False  # ("ok sir rice 39 accept, sugar 42 no, give 41": read by the clause's own words)
    prior = reader._worded_clause(fig.clause, -1)
    start = reader.clause_span[prior][0] if prior in reader.clause_span else lo
    for j in range(start, fig.pos):  # the price turned down: a number with a word of refusal within four words after
        if reader.tokens[j].kind != "num" or not any(reader._word(q) in _DECLINE for q in range(j + 1, j + 5)):
            continue
        try:
            was = Decimal(reader.tokens[j].text.replace(",", ""))
        except InvalidOperation:
            continue
        if fig.value < was and (fig.kind == "price" or was <= fig.value * 13 / 10):
            return True
    return False
