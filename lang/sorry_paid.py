"""An apology for a payment is no payment: "Sorry for the short payment of ₹500 on B40. Please send 6 packets of
tea.", "B40 ke late payment ke liye sorry.", "B40 के देर से भुगतान के लिए माफ़ी।" The noun of paying ("payment",
"भुगतान") had paid bill B40 beside the order, silently (probes of fixer AM, session 33): the shop says sorry for a
payment short or late, it pays nothing by saying so.

``sorry_paid`` empties a ``pay`` cue of a clause that holds a word of apology ("sorry", "apologies", "regret", "maafi",
"माफ़ी", "क्षमा", "खेद") with its object ("sorry for", "ke liye sorry", "के लिए माफ़ी") and no word of money paid or sent ("paid", "transferred", "cleared", "diya", "दिया", "kar
diya", "chukaya", "जमा"): "Sorry for the late payment, paid B40 today" still pays B40, as does "Paid B40 today".

Shape: ``sorry_paid(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["sorry_paid"]

_SORRY = fold_words("sorry apologies apologise apologize apology apologising regret maafi maafee maaf mafi माफ़ी माफी "
                    "माफ़ क्षमा kshama khed खेद")
#: The apology's object: "sorry for …" (English), "… ke liye sorry", "… के लिए माफ़ी" (Hindi, Hinglish). Without it,
#: "Paying B3 ₹500 — sorry, that was a mistake" takes a payment back (``lang.take_backs``), no apology for one.
_FOR = fold_words("for about")
_LIYE = fold_words("liye liya लिए लिये")
#: Words of money paid or sent: with one, the clause pays ("Sorry for the delay, paid B40 today").
_DONE = fold_words("paid transferred sent cleared settled deposited remitted diya diye di kiya ki bheja bheje chukaya "
                   "chuka jama दिया दिए दिये दी किया की भेजा भेजे चुकाया चुका जमा")


def sorry_paid(reader) -> None:
    """Empty the ``pay`` cues of a clause that apologises for a payment and pays nothing (module docstring).

    ``reader``: the MessageReader after its clause acts. Examples: "Sorry for the short payment of ₹500 on B40. Please
    send 6 packets of tea." orders the tea alone; "B40 ke late payment ke liye sorry" and "B40 के देर से भुगतान के लिए
    माफ़ी" pay nothing; "Sorry for the late payment, paid B40 today" pays B40.
    """
    if _SORRY.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.kinds != {"pay"}:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if _DONE.isdisjoint(words) and any(w in _SORRY and (n + 1 < len(words) and words[n + 1] in _FOR or any(
                v in _LIYE for v in words[max(0, n - 2):n])) for n, w in enumerate(words)):
            c.kinds = frozenset()
