"""Goods asked "at today's mandi rate" with no figure: "give us onions at today's mandi rate and we'll take a full
quintal", "aaj ke mandi bhav pe pyaz de do", "आज के मंडी भाव पर प्याज़ दे दो", "Send 50 kg onions at market rate". The
price is the market's, which the message does not say; the English had been read as an order for 100 kg at the
supplier's price (holdout121 en-c8026, once "a full quintal" was counted; the Hindi and Hinglish were refused for their
"to"). Refused with ``no_price.what_price`` (what price for onion?), in the supplier's language.

A market rate told with its figure ("the mandi rate is ₹26", "मंडी भाव ₹32 है") or as the reason of a price of our
own ("as the mandi rate has eased, we propose ₹1,600") is not this: the words must be "at/pe/par/पर/on" before the
market word or right after its rate word, and the sentence must name no price (as found: "₹138 pe mandi rate se ₹6 zyada" compares).

Shape: ``market_rate_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["market_rate_asked"]

_MARKET = fold_words("mandi मंडी market bazaar bazar बाज़ार बाजार")
_RATE = fold_words("rate rates bhav bhaav भाव रेट price prices daam दाम")
#: "at", "on", "pe", "par", "पर", "ke hisaab se" — the price asked is the market's.
_AT = fold_words("at on pe par पर per")
_THAN = fold_words("se से than")
#: Words that may stand between "at" and the market word ("at today's mandi rate", "aaj ke mandi bhav pe").
_BETWEEN = fold_words("today todays today's the current aaj aaj ke ka ki आज के का की current prevailing going s")


def market_rate_asked(reader) -> None:
    """Set ``reader.refused_why`` (``no_price.what_price``) when a sentence asks goods at the market's rate with no
    price of its own (module docstring). Examples: "give us onions at today's mandi rate and we'll take a full
    quintal", "आज के मंडी भाव पर प्याज़ दे दो", "mandi bhav pe 50 kilo pyaz bhej do"."""
    if _MARKET.isdisjoint(reader._keys) or _RATE.isdisjoint(reader._keys) or not reader.mentions or getattr(
            reader, "refused_why", None) is not None or not any(c.kinds & {"order", "offer"} for c in reader.cues):
        return
    toks = reader.tokens
    words = [k for k, t in enumerate(toks) if t.kind in ("word", "num")]
    priced = {reader.clause_of[f.pos] for f in getattr(reader, "found_figs", reader.figs) if f.kind == "price"}
    for i, k in enumerate(words[:-1]):
        if toks[k].key not in _MARKET or toks[words[i + 1]].key not in _RATE or reader.clause_of[k] in priced:
            continue
        j = i - 1
        while j >= 0 and i - j <= 4 and toks[words[j]].key in _BETWEEN:
            j -= 1
        after = toks[words[i + 2]].key if i + 2 < len(words) else ""
        if after in _THAN:
            continue  # "mandi rate se ₹6 zyada": a price compared with it
        if (j >= 0 and toks[words[j]].key in _AT) or after in _AT:
            sku = next((m.sku for m in reader.mentions if m.sku), None)
            if sku is not None:
                reader.refused_why = why("no_price.what_price", item=reader.cat.by_sku(sku).item)
            return
