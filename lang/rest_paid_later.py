"""The rest of a sum told as paid later, beside other requests, is no offer of goods (issue 10, session 37, fixer
CX): "बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे। और — O6 में जो 25 किलो कच्चा चावल जोड़ा था, क्या वह आपके
गोदाम से निकल गया?" (holdout135 hi-g7022). The Hindi had read "₹2,600 … भेज देंगे" as a price sent and given it to
the rice asked about next (an offer of 25 kg rice at ₹104 a kg): the desk would record terms the writer never
proposed. A shopkeeper reads the balance of a payment promised — nothing asked of goods ("the promised GPay balance
is not a second payment", the corpus note).

When: a part of a sentence (chunk) names an amount (a price figure), a word of the rest ("बाक़ी", "baaki", "remaining",
"rest", "balance") right before it, a means of payment or a word of paying ("GPay", "UPI", "NEFT", "cheque", "चेक",
"नकद", "cash", "भुगतान", "payment") in its sentence, and no goods. Then the part's amounts and its cues other than
``pay`` leave the reading. Not "बाक़ी 10 किलो चीनी भेज दो" (goods: the rest of goods ordered), nor "बाक़ी ₹200 कम करो"
(no payment named: left to the rest of the reader).

Shape: ``rest_paid_later(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.figs`` in place.
"""
from __future__ import annotations

from lang.clause_words import chunk_words, clause_words
from lang.language import fold_words

__all__ = ["rest_paid_later"]

#: Words of the rest of a sum ("बाक़ी ₹2,600", "the remaining ₹2,600", "baaki ₹2,600").
_REST = fold_words("baaki baki bakaya बाकी बाक़ी बकाया remaining rest balance")
#: Means of payment and words of paying, in the sentence of the rest.
_PAYING = fold_words("gpay upi neft rtgs imps paytm phonepe cheque check चेक cash नकद naqad nakad कैश transfer "
                     "payment भुगतान bhugtan")
_ARTICLES = fold_words("the ka ki ke का की के")


def _rest_before(reader, pos: int) -> bool:
    """A word of the rest at most two words before token ``pos`` ("बाक़ी ₹2,600", "the remaining ₹2,600")."""
    return any(reader._words[k] in _REST for k in range(max(0, pos - 2), pos))


def rest_paid_later(reader) -> None:
    """Drop the amounts and the non-pay cues of a part of a sentence telling the rest of a sum paid later (module
    docstring). Examples: "बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे।", "Baaki ₹2,600 wo Friday ko GPay se
    bhej denge.", "The remaining ₹2,600 he'll send by GPay on Friday." ask nothing of goods."""
    keys = reader._keys
    if _REST.isdisjoint(keys) or _PAYING.isdisjoint(keys):
        return
    found = getattr(reader, "found_figs", reader.figs)
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    sentences = clause_words(reader)
    chunk_words(reader)
    told = set()
    for f in found:
        if f.kind != "price" or not _rest_before(reader, f.pos):
            continue
        chunk = reader.chunk_of[f.pos]
        if chunk in goods or _PAYING.isdisjoint(sentences.get(reader.clause_of[f.pos], ())):
            continue
        told.add(chunk)
    if told:
        reader.cues = [c for c in reader.cues if c.chunk not in told or "pay" in c.kinds]
        reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]
