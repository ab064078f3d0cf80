"""A price asked below another's with no price of our own: "Gupta quoted sugar at ₹41. Can you do better?", "Gupta
Traders ne cheeni ₹41 boli hai. Usse kam karo", "गुप्ता जी ₹41 दे रहे हैं। उससे कम करो", "Can you beat that?". The ₹41
is the bar, not the bid; the offer had been read at ₹41 (breaker AH, silently). ``lower_than`` refuses such a
message with ``no_price.how_much_lower`` (how much lower? write the price you ask), in the supplier's language.

"Match that" / "utne mein de do" is the other price itself (an offer at it) and is not this.
"""
from __future__ import annotations

from bisect import bisect_left

from lang.language import fold
from lang.lowered_goods import goods_at
from lang.lower_asked import lower_asked
from lang.reasons import why
from lang.quoted_unsaid import in_quote

#: Two words that ask below another price without naming one.
_BELOW = {tuple(fold(w) for w in p.split()) for p in (
    "do better", "go lower", "go below", "beat that", "beat it", "beat him", "beat them", "beat this", "usse kam", "usse sasta", "isse kam", "isse sasta", "unse kam",
    "unse sasta", "उससे कम", "उससे सस्ता", "इससे कम", "इससे सस्ता", "उनसे कम", "उनसे सस्ता", "usse neeche",
    "उससे नीचे")}
#: "better than" and the like ask below another price only before a word pointing at it ("better than that", "lower
#: than him"), not "better than last time".
_THAN = {tuple(fold(w) for w in p.split()) for p in ("better than", "lower than", "less than", "cheaper than")}
_POINTER = frozenset(fold(w) for w in "that this it him them his their theirs hers her".split())
_OPENS = frozenset(w for p in _BELOW | _THAN for w in p)
_OR = frozenset(fold(w) for w in "or ya yaa या".split())
#: Hindi "than that" words, and the words of asking that must follow their pair ("usse kam karo", "उससे कम दीजिए").
_THAT_HI = frozenset(fold(w) for w in "usse isse unse उससे इससे उनसे".split())
_DO = frozenset(fold(w) for w in "karo kariye kijiye kijie karein karen kar do dijiye dijie doge denge de sakte "
                "करो करिए कीजिए करें कर दो दीजिए दोगे देंगे दे सकते".split())


def lower_than(reader) -> None:
    """Set ``reader.refused_why`` (``no_price.how_much_lower``) when a pair of ``_BELOW`` (or "better than that")
    follows every price of the message. ``reader`` is the MessageReader after its
    clause acts."""
    if _OPENS.isdisjoint(reader._keys) or not reader.mentions:
        return
    prices = [f.pos for f in reader.figs if f.kind in ("price", "bare")]
    if not prices:
        return
    toks = reader.tokens
    at = [k for k, t in enumerate(toks) if t.kind == "word"]
    for a, b, c in zip(at, at[1:], at[2:] + [None]):
        pair = (toks[a].key, toks[b].key)
        if not (pair in _BELOW or pair in _THAN and c is not None and toks[c].key in _POINTER):
            continue
        if pair[0] in _THAT_HI and not any(toks[k].key in _DO for k in at[at.index(b) + 1:at.index(b) + 4]):
            continue  # "दूसरे तो इससे कम लेते हैं": what others charge, not asked of the supplier
        if a and toks[a - 1].key in _OR or in_quote(reader, a):
            continue  # "₹38 ya usse kam ho toh …", "₹38 or lower": a ceiling; the quote's "cannot go lower": theirs
        if max(prices) > a:
            return  # (a price after it is our own: "… Can you do better? ₹38?")
        bar = [f.pos for f in getattr(reader, "found_figs", reader.figs) if f.kind in ("price", "bare") and f.pos < a]
        sku = goods_at(reader, max(bar, default=a))  # the goods of the price to beat (lang.lowered_goods), told
        # apart as another's price or not ("Sharma quoted onion at ₹28. Can you do better?": the onion)
        if sku is not None:
            reader.refused_why = lower_asked(reader.cat.by_sku(sku))
        return


#: Words after "than"/before "se" that make the base of a change the supplier's own price ("₹2 less than your rate").
_THEIRS = frozenset(fold(w) for w in "your you yours the quoted quote rate price list bhav bhaav भाव रेट aapke aapka "
                    "apke आपके आपका mein me में".split())  # ("₹655 mein se ₹100 kam": from a sum)
_THAN_WORD = fold("than")
_SE = frozenset(fold(w) for w in "se से".split())


def change_from_another(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.price_from_another``) when a price change ("₹2 less", role
    "relative") is taken from someone else's price or the MRP, not the supplier's: "Give me ₹2 less than him",
    "₹2 less than MRP", "Agarwal se ₹2 kam mein chawal do". It had been read as ₹2 off the supplier's own price
    (breaker AH, silently); so is "Agarwal ke ₹36 se ek rupya kam kar do" (₹1 less than Agarwal's ₹36: sealed
    holdout 96, s26), and "Agarwal ne chawal ₹36 bola hai. Usse ₹2 kam mein do" (from the price told before, not the
    supplier's). ``reader`` is the MessageReader after its clause acts (tokens, figs)."""
    if _THAN_WORD not in reader._keys and _SE.isdisjoint(reader._keys) and _THAT_HI.isdisjoint(reader._keys):  # (folded; then as written)
        return
    toks, n = reader.tokens, len(reader.tokens)
    for f in reader.figs:
        if f.kind != "price" or f.role != "relative":
            continue
        after = [toks[k].key for k in range(f.end, min(n, f.end + 4)) if toks[k].kind == "word"]
        at = after.index(_THAN_WORD) if _THAN_WORD in after[:3] else -1
        base = after[at + 1] if 0 <= at < len(after) - 1 else None
        k = f.pos - 1
        while k >= 0 and toks[k].kind == "sym":
            k -= 1
        if k >= 1 and toks[k].kind == "word" and toks[k].key in _SE and toks[k - 1].kind == "word":
            base = base or toks[k - 1].key
        elif k >= 1 and toks[k].kind == "word" and toks[k].key in _SE and toks[k - 1].kind == "num":
            base = base or _price_named(toks, k - 1)  # "अग्रवाल के ₹36 से एक रुपया कम": from Agarwal's ₹36
        elif k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _THAT_SE:
            base = base or _price_pointed(reader, f.pos)  # "अग्रवाल ने चावल ₹36 बोला है। उससे ₹2 कम में दो"
        if base is not None and base not in _THEIRS:
            reader.refused_why = why("ambiguous_intent.price_from_another", text=reader._clause_text(f.clause))
            return


def _price_named(toks: list, at: int) -> str:
    """The base of a change from the price whose number is token ``at`` ("Agarwal ke ₹36 se …"): "rate" when a word
    of ``_THEIRS`` is among the three words before it ("aapke ₹36 se ₹1 kam": the supplier's own), else "another"."""
    before = [toks[j].key for j in range(max(0, at - 5), at) if toks[j].kind == "word"][-3:]
    return "rate" if _THEIRS.intersection(before) else "another"


#: Words of the supplier: a price told with one is the supplier's own ("aapne ₹36 bola. Usse ₹2 kam karo").
#: "Than that", as written (folded, "isse" is also "ise", "इसे": it — "क्या आप इसे ₹5 कम कर सकते हैं?").
_THAT_SE = frozenset("usse isse unse उससे इससे उनसे".split())
_YOU = frozenset(fold(w) for w in "you your aap aapne aapka aapke aapki apne apka apke आप आपने आपका आपके आपकी".split())


def _price_pointed(reader, at: int) -> str | None:
    """The base of "usse ₹2 kam" (the relative at token ``at``): the price told last before it (a reference left out
    of the figures) is the supplier's own ("rate") when a word of ``_YOU`` stands among the four words before or three
    after it, else "another"; None when no such price is told."""
    told = getattr(reader, "_told_sorted", None)
    if told is None:  # (sorted once a message: not a scan of the references per change)
        told = reader._told_sorted = sorted(reader.reference_at)
    k = bisect_left(told, at)
    if not k:
        return None
    p, toks = told[k - 1], reader.tokens
    near = [toks[j].key for j in range(max(0, p - 6), min(len(toks), p + 5)) if toks[j].kind == "word"]
    return "rate" if _YOU.intersection(near) else "another"
