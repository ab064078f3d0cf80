"""The mandi's price told beside a question about the supplier's rate: "In the mandi tomato is going at ₹28 these days.
What is your rate for tomato and potato this week?", "मंडी में आजकल टमाटर ₹28 चल रहा है। इस हफ़्ते आपके यहाँ टमाटर
और आलू का क्या रेट है?", "Mandi me aajkal tamatar ₹28 chal raha hai. …kya rate hai?" (issue 10; sealed holdout65
en/hi/hl-b036). The ₹28 is the market's, asked of nobody; read as the price inside the question, the message was
refused ("a price inside a question about the rate; is it your offer?"), though a shopkeeper simply quotes.

``market_price_told`` takes such prices out of the reading's figures: only when every request of the message asks a
rate, every price stands in a sentence of its own that names the market ("mandi", "मंडी", "market", "bazaar") and
asks nothing, names no "you" and holds that one price — or, in a sentence that asks, a part of its own before a comma
("मंडी में प्याज़ ₹28 चल रहा है, आपका भाव क्या है?": the part names the market, no "you" and no request) — and
nothing asks the supplier to match it ("utne mein", "match"). "Mandi mein ₹28 hai, ₹30 mein doge?" (a price of our own) and "Mandi rate ₹28. Send 20 kg tomato" (an
order) are left as they were.

Linear: one look at each price and the words of its sentence (``lang.clause_words``).
"""
from __future__ import annotations

from lang.clause_words import chunk_words, clause_words
from lang.language import fold_words

__all__ = ["market_price_told"]

#: Words naming the market.
_MARKET = fold_words("mandi मंडी apmc market bazaar bazar बाज़ार बाजार")
#: Words of the supplier, or of matching a price: the price may be the bid.
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम")
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी beat")
#: The kinds of cue a question about the rate carries.
_ASKING = frozenset({"ask_quote", "ask_quote_weak"})


def market_price_told(reader) -> None:
    """Drop from ``reader.figs`` the market's prices told beside a question about the rate (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, figs, clause_of)."""
    if _MARKET.isdisjoint(reader._keys) or not _MATCH.isdisjoint(reader._keys):
        return
    kinds = [c.kinds for c in reader.cues if c.kinds]
    if not kinds or not all(k <= _ASKING for k in kinds) or not any("ask_quote" in k for k in kinds):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    if not prices:
        return
    cued = {c.clause for c in reader.cues if c.kinds}
    cued_chunks = {c.chunk for c in reader.cues if c.kinds}
    words, parts = clause_words(reader), chunk_words(reader)
    per_clause: dict[int, int] = {}
    for f in prices:
        per_clause[f.clause] = per_clause.get(f.clause, 0) + 1
    chunk_of = {f.clause: reader.chunk_of[f.pos] for f in prices}
    for clause, count in per_clause.items():
        said = set(words.get(clause, ()))
        if clause in cued:  # (the price's own part of an asking sentence, before its comma)
            said = parts.get(chunk_of[clause], frozenset())
            if chunk_of[clause] in cued_chunks or not any(reader.chunk_of[c.pos] > chunk_of[clause] for c in reader.cues
                                                          if c.clause == clause and c.kinds):
                return
        if count != 1 or _MARKET.isdisjoint(said) or not _YOU.isdisjoint(said):
            return
    reader.figs = [f for f in reader.figs if f.kind != "price"]
