"""Another party's rate asked for goods without its figure: "मैगी के लिए दूसरी पार्टी वाला रेट कर सकते हो? बताओ", "maggi
ke liye doosri party wala rate kar sakte ho? batao", "can u match other party rate for maggi?" (holdout143 o7032).
The writer asks the supplier to sell at a price another seller gives, and never says it: the desk cannot know
another party's rate. The Hindi and Hinglish had been read as a rate asked of the noodles (``ask_quote``), silently —
the supplier would quote its own rate to a writer who asked to be matched (the English was refused, "how much
lower?"). Like a price pointed at by an earlier rate (``lang.earlier_rate``), it is refused
(``no_price.other_party``): write the price itself.

When: a word of another ("doosri", "दूसरी", "other", "another") then a word of a seller ("party", "पार्टी",
"supplier", "wala", "dukaan") within two words, and a word of rate ("rate", "रेट", "भाव", "bhav", "price") within
four words after that — or "the rate" / "the price" and a word of another's getting it within four words after
("Give us mustard oil at the rate Agarwal ji gets", session 52) — in a message with no price figure that names goods and is not refused already. "Doosri party
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
#: "at the rate Agarwal ji gets", "the price Sharma pays": another's rate named by who gets it (probes49_rb
#: en-pr49b-014, ordered at the desk's price, silently; its Hindi and Hinglish twins were refused).
_THE = fold_words("the")
_GETS = fold_words("gets getting pays paying buys buying")
_YOU = fold_words("you your we i us our")


def _gets_after(words: list, idx: list, j: int) -> bool:
    """A word of getting within four words after the rate word at ``idx[j]``, said of someone else (not "you",
    "we": "the rate you get" is the supplier's own)."""
    after = [words[idx[i]] for i in range(j + 1, min(j + 5, len(idx)))]
    got = next((n for n, w in enumerate(after) if w in _GETS), None)
    return got is not None and _YOU.isdisjoint(after[:got])


def other_party_rate(reader) -> None:
    """Refuse (``no_price.other_party``) a message asking goods at another party's rate with no figure (module
    docstring), e.g. "maggi ke liye doosri party wala rate kar sakte ho? batao"."""
    if getattr(reader, "refused_why", None) is not None or not reader.mentions or _OTHER.isdisjoint(reader._keys) \
            and _GETS.isdisjoint(reader._keys) or _RATE.isdisjoint(reader._keys):
        return
    if any(f.kind == "price" for f in reader.figs):
        return  # (a price said: "Doosri party ₹11 mein de rahi hai, aap ₹11.50 kar do"; a table of the other's rates)
    words = reader._words
    idx = [k for k in range(len(words)) if words[k]]
    for j, k in enumerate(idx):
        if words[k] in _RATE and j and words[idx[j - 1]] in _THE and _gets_after(words, idx, j):
            seller = j - 1  # "at the rate Agarwal ji gets" (session 52)
        elif words[k] not in _OTHER:
            continue
        else:
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
