"""Another party's rate asked for goods without its figure: "मैगी के लिए दूसरी पार्टी वाला रेट कर सकते हो? बताओ", "maggi
ke liye doosri party wala rate kar sakte ho? batao", "can u match other party rate for maggi?" (holdout143 o7032).
The writer asks the supplier to sell at a price another seller gives, and never says it: the desk cannot know
another party's rate. The Hindi and Hinglish had been read as a rate asked of the noodles (``ask_quote``), silently —
the supplier would quote its own rate to a writer who asked to be matched (the English was refused, "how much
lower?"). Like a price pointed at by an earlier rate (``lang.earlier_rate``), it is refused
(``no_price.other_party``): write the price itself.

When: a word of another ("doosri", "दूसरी", "other", "another") then a word of a seller ("party", "पार्टी",
"supplier", "wala", "dukaan") within two words, and a word of rate ("rate", "रेट", "भाव", "bhav", "price") within
four words after that, in a message with no price figure that names goods and is not refused already. "Doosri party
₹11 mein de rahi hai, aap ₹11.50 kar do" (a price said) is read as before.

Shape: ``other_party_rate(reader)`` with the MessageReader after its clause acts (run by ``lang.order_asides``); sets
``reader.refused_why``. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["other_party_rate"]

_OTHER = fold_words("other another others doosri dusri doosre dusre doosra dusra दूसरी दूसरे दूसरा")
_SELLER = fold_words("party partys parties पार्टी supplier suppliers सप्लायर wala wale wali वाला वाले वाली dukaan dukan "
                     "दुकान shop seller sellers distributor वितरक")
_RATE = fold_words("rate rates रेट भाव bhav bhaav price prices dam daam दाम")


def other_party_rate(reader) -> None:
    """Refuse (``no_price.other_party``) a message asking goods at another party's rate with no figure (module
    docstring), e.g. "maggi ke liye doosri party wala rate kar sakte ho? batao"."""
    if getattr(reader, "refused_why", None) is not None or not reader.mentions or _OTHER.isdisjoint(reader._keys) \
            or _RATE.isdisjoint(reader._keys):
        return
    if any(f.kind == "price" for f in reader.figs):
        return  # (a price said: "Doosri party ₹11 mein de rahi hai, aap ₹11.50 kar do"; a table of the other's rates)
    words = reader._words
    idx = [k for k in range(len(words)) if words[k]]
    for j, k in enumerate(idx):
        if words[k] not in _OTHER:
            continue
        seller = next((i for i in range(j + 1, min(j + 3, len(idx))) if words[idx[i]] in _SELLER), None)
        if seller is None:
            continue
        if not any(words[idx[i]] in _RATE for i in range(seller + 1, min(seller + 5, len(idx)))):
            continue
        clause = reader.clause_of[k]
        named = [m for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause] or [
            m for m in reader.mentions if m.sku]
        if not named:
            return
        reader.refused_why = why("no_price.other_party", item=reader.cat.by_sku(named[0].sku).item)
        return
