"""A discount or price cut thanked for is a report of what the supplier gave before, not a price asked now: "Thank
you for the ₹1,200 discount on last month's bill! 🙏 Please send 15 kg chana dal and 10 kg besan.", "पिछले महीने के
बिल पर ₹1,200 की छूट के लिए धन्यवाद!", "पिछली बार चावल पर ₹2 कम करने के लिए धन्यवाद। इस बार 40 किलो ₹37 पर भेजो।",
"Pichli baar chawal pe ₹2 kam karne ke liye thanks." (probes33 q051/q094 — session 38, fixer DF). The reader had
asked what ₹1,200 was for, or read the ₹2 as a cut asked now ("how much lower?", "what is 40 kg for?"); a shopkeeper
reads thanks for what was given.

A sentence is such thanks when it holds a word of thanks ("thank", "thanks", "dhanyavaad", "धन्यवाद", "shukriya"), a
word of a discount or a cut ("discount", "reduction", "छूट", "chhoot", "कम करने", "kam karne", "kami") and no
word of asking ("please", "send", "bhejo", "भेजिए", "kripya", "can", "could", "karo", "kar do" …). ``lang.acts``
makes it background: its figures are context. "Thanks, please give ₹2 off on rice" asks (left as it was); "Thank you
for the ₹36 rate" thanks for a price, no discount, and "Thank you for your offer of ghee at ₹560 per litre" for an
offer (left as they were: they may agree to it or refuse it). "off" is no word of it here ("₹5 off" is one, but the
word folds as "of", which every "thank you for your quote of …" holds).

Shape: ``thanked_discount(keys)`` with the sentence's folded word keys, in order (as ``lang.fell_short``).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.their_rates import THANKS as _THANKS

__all__ = ["thanked_discount"]

#: Words of a discount or a cut given ("discount", "₹2 off", "छूट", "कम करने के लिए").
_DISCOUNT = fold_words("discount discounts reduction rebate chhoot chhut छूट kami कमी")  # (not "off": it folds as "of")
#: "kam karne" / "कम करने": the cut made ("₹2 कम करने के लिए धन्यवाद").
_KAM, _KARNE = fold_words("kam कम"), fold_words("karne करने kiya किया kiye किए")
#: Words that ask in the sentence: it is no thanks alone.
_ASKS = fold_words("please pls plz kindly send bhejo bhejiye bhej bhejna भेजो भेजिए भेज भेजना kripya कृपया can could "
                   "would will karo kijiye dijiye करो कीजिए दीजिए do dena देना chahiye चाहिए again phir फिर dobara "
                   "दोबारा bhi भी also")


def thanked_discount(keys: list[str]) -> bool:
    """Whether the sentence (folded word keys, in order) thanks for a discount or cut and asks nothing (docstring)."""
    if _THANKS.isdisjoint(keys) or not _ASKS.isdisjoint(keys):
        return False
    return not _DISCOUNT.isdisjoint(keys) or any(a in _KAM and b in _KARNE for a, b in zip(keys, keys[1:]))
