"""The market's price told as the reason for refusing the supplier's: "Itna mehenga tel nahi le sakte, market mein ₹148
chal raha hai. Is baar tel rehne do." under "> Sarson tel ₹160/litre" (the thirtieth session's trial, #13), "We can't
take oil this costly, the market is running at ₹148. Leave the oil this time.", "इतना महँगा तेल नहीं ले सकते, बाज़ार में
₹148 चल रहा है।".

The shop refuses the ₹160 oil; the ₹148 is the market's, the reason why (tests/corpus_chat/README.md: the
competitor's price is never labelled, and a refusal carries only a price its own words name). The reader had put the
₹148 on the refusal — "reject mustard oil at ₹148", the one price the shop would have paid — silently in English.

``market_refused`` takes such prices (only those) out of the reading's figures when the message only refuses and asks rates (no
offer, order or acceptance: "Market mein ₹148 hai, ₹150 mein de do" is an offer of ₹150 and stays), and each price
stands in a part of its sentence (between commas) of its own that names the market ("market", "mandi", "मंडी",
"bazaar", "बाज़ार"; or another seller: "दूसरे वितरक से ₹116 में मिल रहा है", "doosre distributor se", "elsewhere",
holdout65 b020, where the ₹116 had been put on the refusal, silently), holds no cue, names no "you" and no matching ("utne mein", "match").

Shape: ``market_refused(reader)`` → None; ``reader.figs`` changed in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.language import fold_words

__all__ = ["market_refused"]

#: Words naming the market.
_MARKET = fold_words("mandi मंडी apmc market bazaar bazar बाज़ार बाजार")
#: Another seller named by "another/other" and a seller's noun ("another distributor", "दूसरे वितरक", "doosre
#: distributor se"), or "elsewhere": the price we get there is theirs, told (holdout65 b020).
_OTHER = fold_words("another other others doosre dusre doosra dusra doosri dusri दूसरे दूसरा दूसरी")
_SELLER = fold_words("distributor distributors supplier suppliers wholesaler wholesalers dealer dealers vitrak वितरक "
                     "विक्रेता sapplayar सप्लायर डिस्ट्रीब्यूटर होलसेलर party parties पार्टी")
_ELSEWHERE = fold_words("elsewhere")
#: Words of the supplier, or of matching a price: the price may be the bid.
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम")
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी beat")
#: The cue kinds a message may hold: refusals and rate questions only.
_ALLOWED = frozenset({"reject", "ask_quote", "ask_quote_weak", "neutral"})


def market_refused(reader) -> None:
    """Drop from ``reader.figs`` the market's prices told beside a refusal (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, figs, chunk_of)."""
    keys = reader._keys
    if _MARKET.isdisjoint(keys) and _ELSEWHERE.isdisjoint(keys) and (_OTHER.isdisjoint(keys) or _SELLER.isdisjoint(
            keys)) or not _MATCH.isdisjoint(keys):
        return
    kinds = [c.kinds for c in reader.cues if c.kinds]
    if not any("reject" in k for k in kinds) or not all(k <= _ALLOWED for k in kinds):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    if not prices:
        return
    cued_chunks = {c.chunk for c in reader.cues if c.kinds}
    parts = chunk_words(reader)
    told = set()
    for f in prices:
        chunk = reader.chunk_of[f.pos]
        said = parts.get(chunk, frozenset())
        named = not _MARKET.isdisjoint(said) or not _ELSEWHERE.isdisjoint(said) or not (
            _OTHER.isdisjoint(said) or _SELLER.isdisjoint(said))
        if chunk not in cued_chunks and named and _YOU.isdisjoint(said) and sum(
                reader.chunk_of[g.pos] == chunk for g in prices) == 1:
            told.add(f.pos)  # "market mein ₹148 chal raha hai": the market's, told
    if told:
        reader.figs = [f for f in reader.figs if not (f.kind == "price" and f.pos in told)]
