"""A market, mandi or newspaper price said beside a request of the shop's own (other fixers, session 32, issue 10):
"Mandi mein pyaaz ₹25 hai, aap kitne mein doge?" had been read as an offer at ₹25 (it asks the supplier's rate), "The
paper has tomato wholesale at ₹22, send 30 kg tomato." and "अखबार में टमाटर ₹22 है, 30 किलो टमाटर भेजो।" as an
order at ₹22 (an order, at no price of ours: the corpus README never labels a quoted or competitor price), and
"Mandi is at ₹52 for jaggery. Send 20 kg at that rate." as an order at no price (the rate pointed at is the mandi's).

``source_price(reader)``, with the MessageReader after its clause acts:

- drops a price whose part (the words up to its comma, or its clause) names the source ("mandi", "मंडी", "market",
  "bazaar", "paper", "newspaper", "akhbar", "अखबार") and holds no word of the supplier ("you", "aap", "आप"), no
  request cue and that one price — or tells another seller's selling ("Competitor is selling sugar at ₹40", "Sharma
  ji chini ₹40 mein de rahe hain", beside orders alone, in a part naming no "we") — when another part of the message holds a request and no price: the price is news;
- when that other part asks how much ("kitne mein", "कितने में", "how much"), its offer cues become a rate question
  (``ask_quote``): "Onion is ₹25 in the mandi, how much will you give it for?" asks the onion's rate;
- refuses with ``no_price.what_price`` a message that names the source and takes goods "at that rate" ("usi rate pe",
  "उसी भाव पर") while no price of its own is left: the bid may be the mandi's, which the shop must say.

"Mandi mein ₹28 hai, ₹30 mein doge?" (a price of our own), "Match the mandi rate of ₹22" (``lang.price_matched``)
and a rate question beside the mandi's price (``lang.market_price_told``) are left as they were.
"""
from __future__ import annotations

from lang.act_words import PRICE_NOUNS, THIS_PRICE
from lang.clause_words import chunk_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["source_price"]

_SOURCE = fold_words("mandi मंडी apmc market bazaar bazar बाज़ार बाजार paper newspaper akhbar akhbaar अखबार अख़बार")
#: Another seller's selling ("Competitor is selling sugar at ₹40", "Sharma ji ₹40 mein de rahe hain", "देता है").
_SELLS = fold_words("competitor competitors competition selling sells charging charges giving gives deta dete deti "
                    "देता देते देती bech bechta bechte बेच बेचता बेचते")
#: "de rahe", "दे रहे": another's giving in two words (both in the part).
_GIVE, _RAHA = fold_words("de दे"), fold_words("rahe raha rahi रहे रहा रही")
_WE = fold_words("we us our hum hamare hamara humare हम हमारे हमारा")
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम")
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी beat same")
_HOW_MUCH = fold_words("kitne kitna kitni कितने कितना कितनी much")
#: "that", "usi", "उसी" before a price word point at a price written before; "our rate" is the shop's own.
_THAT = THIS_PRICE - fold_words("our hamare hamara humare हमारे हमारा my mere मेरे")
_REQUESTS = frozenset({"order", "offer", "ask_quote", "ask_quote_weak"})


def source_price(reader) -> None:
    """Drop the source's price beside a request, or refuse goods taken at its rate (module docstring)."""
    keys = reader._keys
    if _SOURCE.isdisjoint(keys) and _SELLS.isdisjoint(keys) and _RAHA.isdisjoint(keys) or getattr(reader, "refused_why", None):
        return
    if _pointed(reader):
        return
    if not _MATCH.isdisjoint(keys):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    if len(prices) != 1:
        return
    parts = chunk_words(reader)
    chunk = reader.chunk_of[prices[0].pos]
    said = parts.get(chunk, frozenset())
    cued = [c for c in reader.cues if c.kinds & _REQUESTS]
    if _SOURCE.isdisjoint(said) and _SELLS.isdisjoint(said) and (_GIVE.isdisjoint(said) or _RAHA.isdisjoint(said)) \
            or not _YOU.isdisjoint(said) or any(c.chunk == chunk for c in cued):
        return
    others = [c for c in cued if c.chunk != chunk]
    if _SOURCE.isdisjoint(said) and (not _WE.isdisjoint(said) or any(c.kinds != {"order"} for c in others)):
        return  # another seller's price beside an offer may be the bid ("Agarwal ₹36 deta hai — aap bhi doge?")
    if not others or any(reader.chunk_of[f.pos] == c.chunk for c in others for f in reader.figs if f.kind == "price"):
        return
    reader.figs = [f for f in reader.figs if f is not prices[0]]
    for c in others:
        if "offer" in c.kinds and not _HOW_MUCH.isdisjoint(parts.get(c.chunk, frozenset())):
            c.kinds = frozenset({"ask_quote"})


def _pointed(reader) -> bool:
    """Refuse (``no_price.what_price``) goods taken "at that rate" when the message names the source and no price of
    its own is left; True when refused."""
    toks = reader.tokens
    if not any("order" in c.kinds for c in reader.cues) or any(f.kind == "price" for f in reader.figs) or not any(t.text == "₹" or t.key in ("rs", "rupaye", "रुपये")
                                                               for t in toks):
        return False
    for k in range(len(toks) - 1):
        if toks[k].key in _THAT and toks[k + 1].key in PRICE_NOUNS and reader.mentions:
            sku = next((m.sku for m in reader.mentions if m.sku), None)
            if sku:
                reader.refused_why = why("no_price.what_price", item=reader.cat.by_sku(sku).item)
                return True
    return False
