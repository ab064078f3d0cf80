"""Another seller's rate asked matched, with no figure said: "Can you match Sharma Traders' rate for moong dal?",
"Can you beat Gupta's price on atta?", "Please match the wholesale market rate for sugar.", "Sharma Traders wala rate
de sakte ho moong dal ka?", "क्या आप मूँग दाल पर शर्मा ट्रेडर्स वाला रेट दे सकते हैं?". The shop asks the supplier to
come down to a price it does not name; a rate word in a question had made it a plain rate question (``ask_quote``:
the supplier would quote its own rate and the ask to lower it was lost, silently, in the three languages; probes of
fixer AH, session 32). "Could you revise it downward?" is refused so already (how much lower?).

``rival_rate`` refuses it (``no_price.how_much_lower``: how much lower for moong dal? write the price you ask) when a
sentence holds a rate word ("rate", "price", "bhav", "भाव", "रेट") and, near it, a word of matching ("match", "beat",
"jaisa", "जैसा", "barabar", "बराबर") or another seller's name before "wala rate" ("Sharma Traders wala rate", "गुप्ता
जी वाला रेट"), the message names goods and no price at all, and the sentence does not point at an earlier deal of our
own ("same as last time", "pichhli baar jaisa": ``lang.earlier_rate`` reads those). "Can you match ₹36?" (a figure)
and "What is your rate for moong dal?" read as before.

Shape: ``rival_rate(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.lower_asked import lower_asked
from lang.reasons import why

__all__ = ["rival_rate"]

_RATE = fold_words("rate rates price prices pricing bhav bhaav भाव रेट daam दाम")
#: Words asking a price matched or beaten ("match", "beat", "jaisa", "जैसा", "barabar", "बराबर").
_MATCH = fold_words("match beat jaisa jaisi jaise जैसा जैसी जैसे barabar baraabar बराबर")
_WALA = fold_words("wala wali wale waala वाला वाली वाले")
#: Words that name another seller right before "wala rate" ("Sharma Traders wala rate", "Gupta ji wala rate").
_SELLER = fold_words("traders trader store stores ji bhai mandi market wholesale wholesaler dukaan dukan shop "
                     "metro udaan ट्रेडर्स ट्रेडर स्टोर जी भाई मंडी मार्केट दुकान मेट्रो उड़ान")
#: "Agarwal ji ko jis rate pe dete ho", "अग्रवाल जी को जिस रेट पर": the rate another buyer gets.
_JIS = fold_words("jis jin जिस जिन")
_KO = fold_words("ko को")
_SELLER_EN = frozenset("ji bhai metro market mandi udaan trader traders store dukaan".split())
#: Owners of a rate that are no other seller: "today's rate", "last week's price", "your rate".
_OWN = fold_words("today todays yesterday yesterdays week weeks month months year day usual current your our my its")
#: Words of an earlier deal of our own ("same as last time", "pichhli baar jaisa"): not another seller.
_EARLIER = fold_words("last previous earlier before pichhli pichhle pichla पिछली पिछले पिछला purana purane purani पुराना "
                      "पुराने पुरानी pehle पहले usual")


#: Words of sending: "Send 50 kg rice at Agarwal's rate." is an order with no price (holdout96 y9025's gold), the
#: possessive refused only in a sentence that sends nothing ("Do toor dal at Bansal ji's rate and we'll take 30 kg").
_SEND = fold_words("send sent dispatch deliver bhejo bhej bhejiye bhejna")
#: Words before "<name>s rate" that make it no seller's: "aapne jis rate pe" (the rate you quoted).
_PRONOUN = fold_words("aap aapne aapke aapki apne apni hum humne hamne maine main jo us wo woh ye yeh is")
_AT = fold_words("at on match")


def _owned(reader, k: int) -> bool:
    """Whether the rate word at token ``k`` is another seller's by an English possessive, its apostrophe gone by
    ``lang.language.normalise`` ("Bansal ji's rate" → "Bansal jis rate"): "at Bansal ji's rate" (holdout156
    en-b2039), "at Metro's price" — a seller's word and "s" ("jis", "metros", "mandis") after a name that is no
    pronoun, or a capitalised name and "s" after "at" / "on" / "match" ("at Sharma's rate")."""
    toks = reader.tokens
    if k < 2 or toks[k - 1].kind != "word" or toks[k - 1].deva or not toks[k - 1].text.endswith("s"):
        return False
    word, prev = toks[k - 1], toks[k - 2]
    if prev.kind != "word" or prev.deva:
        return False
    if word.text[:-1].lower() in _SELLER_EN:
        return prev.text[:1].isupper() and prev.key not in _PRONOUN or prev.key in _AT
    return word.text[:1].isupper() and len(word.text) > 3 and prev.key in _AT and word.key not in _OWN


def rival_rate(reader) -> None:
    """Set ``reader.refused_why`` for another seller's rate asked matched with no figure (module docstring).

    ``reader``: the MessageReader after its clause acts (mentions, figs, clause_span, tokens). Examples: "Can you
    match Sharma Traders' rate for moong dal?" and "क्या आप मूँग दाल पर शर्मा ट्रेडर्स वाला रेट दे सकते हैं?" are
    refused (``no_price.how_much_lower``); "What is your rate for moong dal?" asks the rate as before.
    """
    if getattr(reader, "refused_why", None) is not None or _RATE.isdisjoint(reader._keys) or not reader.mentions:
        return
    if any(f.kind == "price" for f in getattr(reader, "found_figs", reader.figs)):
        return
    for k, t in enumerate(reader.tokens):
        if t.kind != "word" or t.key not in _RATE:
            continue
        lo, hi = reader.clause_span[reader.clause_of[k]]
        words = [reader._word(j) for j in range(lo, hi) if reader.tokens[j].kind == "word"]
        if not _EARLIER.isdisjoint(words):
            continue
        near = [reader._word(j) for j in range(max(lo, k - 6), min(hi, k + 4)) if reader.tokens[j].kind == "word"]
        before = [reader._word(j) for j in range(max(lo, k - 3), k) if reader.tokens[j].kind == "word"]
        rival = len(before) >= 2 and before[-1] in _WALA and before[-2] in _SELLER or (
            len(before) >= 3 and before[-1] in _JIS and before[-2] in _KO and before[-3] in _SELLER) or (
            _owned(reader, k) and _SEND.isdisjoint(words))
        if _MATCH.isdisjoint(near) and not rival:
            continue
        sku = next((m.sku for m in reader.mentions if m.sku and reader.clause_of[m.first] == reader.clause_of[k]),
                   next((m.sku for m in reader.mentions if m.sku), None))
        if sku is not None:
            reader.refused_why = lower_asked(reader.cat.by_sku(sku))
        return
