"""A price the market has moved to, told as news beside a request of our own: "Salim bhai, will you give one bori of
potato for ₹1,080? At Chhola mandi even onion has gone to ₹33, everyone's rates are up in this rain", "छोला मंडी में
तो प्याज़ भी ₹33 हो गया है", "Chhola mandi me to pyaz bhi ₹33 ho gaya hai" (probes 50 hf f3038). The sentence asks
nothing of the supplier: it tells where prices stand. The reader had carried the potato question's offer over to it
and offered ₹33 for onion, which the desk could accept (silently, in the three languages). The corpus convention:
market and rivals' prices are never labelled.

``market_moved`` takes such sentences out of the reading (their cues, goods and figures): a sentence with no intent
word of its own (a rate word aside: "सबके भाव चढ़े हुए हैं"; "ho gaya", "hue" as a bill's words; a place's name
before "mandi", "Chhola mandi", as the cue it may fold to), no
question mark and no word of the supplier ("you", "aap", "आप") that names a place of the market ("mandi", "market",
"bazaar", "मंडी") or tells a price moved ("has gone to", "went up", "ho gaya", "चढ़ गया", "बढ़ गया"), when the message
has a price of its own in a sentence that asks (else the sentence may be the request: "Onion ₹33 ho gaya hai, 20
kilo bhejo" is asked, and a lone "Mandi mein pyaz ₹33 hai" is refused as before) and the sentence comes after
that request (before it, its goods may be the ones the request goes on with: "थोक में टमाटर ₹22 हो गया। … 30 किलो
₹26 में भेजोगे?").

Shape: ``market_moved(reader)`` with the MessageReader after its clause acts (tokens, clause_of, cues, figs).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["market_moved"]

#: Places of the market (another's price there).
_MARKET = fold_words("mandi mandis market markets bazaar bazar मंडी बाज़ार बाजार")
#: Words of a price moved.
_MOVED = fold_words("gone went risen rose jumped climbed reached gaya gayi gaye chadh chadha chadhe chadhi badh badha "
                    "badhe pahunch गया गई गए गये चढ़ चढ़ा चढ़े चढ़ी बढ़ बढ़ा बढ़े पहुँच पहुंच")
#: Words of the supplier addressed (then the sentence may ask them).
_YOU = fold_words("you your yours aap aapka aapki aapke aapne tum tumhara tumne आप आपका आपकी आपके आपने तुम तुम्हारा")
_TOLD_KINDS = frozenset({"ask_quote_weak", "bill"})


def market_moved(reader) -> None:
    """Drop the cues, goods and figures of sentences that tell a market's price or a price moved (module
    docstring); ``reader`` is the MessageReader after its clause acts."""
    keys = reader._keys
    if _MARKET.isdisjoint(keys) and _MOVED.isdisjoint(keys):
        return
    words: dict[int, set[str]] = {}
    asked: set[int] = set()
    for k, t in enumerate(reader.tokens):
        c = reader.clause_of[k]
        if t.kind == "word":
            words.setdefault(c, set()).add(t.key)
        elif t.kind == "sym" and t.text == "?":
            asked.add(c)
    toks = reader.tokens
    cued = {c.clause for c in reader.cues if c.kinds - _TOLD_KINDS and not (
        c.end < reader.n and toks[c.end].kind == "word" and toks[c.end].key in _MARKET)}
    told = {c for c, ws in words.items() if c not in cued and c not in asked and _YOU.isdisjoint(ws)
            and not (_MARKET.isdisjoint(ws) and _MOVED.isdisjoint(ws))}
    told &= {f.clause for f in reader.figs if f.kind == "price"}
    if not told:
        return
    asking = [f.clause for f in reader.figs if f.kind == "price" and f.clause not in told and f.clause in cued]
    told = {c for c in told if asking and c > min(asking)}  # (news after the request, not the goods it goes on with)
    if told:
        reader.cues = [c for c in reader.cues if c.clause not in told]
        reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in told]
        reader.figs = [f for f in reader.figs if f.clause not in told]
