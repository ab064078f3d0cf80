"""News from the shop's side is no offer: "मनोज जी, हमारी तरफ़ से market update: शर्मा जी retail में चावल ₹42 में बेच
रहे हैं, हम ₹43 पर हैं।", "Manoj ji, hamari taraf se market update: …", "From our side, an update: …" (session 52,
probes52_pt t3019). "हमारी तरफ़ से" / "hamari taraf se" before a price is our offer ("hamari taraf se ₹43", a cue of
``lang.cues``); before a word of news ("update", "news", "khabar", "ख़बर", "जानकारी") it only says whose news
follows, and the shelf price told in it had been offered to the supplier, silently (Hindi, Hinglish).

When: an offer cue ends right before a word of news (a mark or "market" may stand between) and begins with a word
of ours ("hamari", "humari", "हमारी", "our"). Then "offer" is taken off it. "Hamari taraf se ₹43 final" stays an offer.

Shape: ``news_from_us(reader)`` with the MessageReader after its clause acts (``lang.beside_an_order``); its
``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["news_from_us"]

_NEWS = fold_words("update updates news khabar khabar ख़बर खबर jaankari jankari जानकारी information info report")
_OURS = fold_words("hamari humari हमारी our hamare हमारे")
_MARKET = fold_words("market मार्केट bazaar बाज़ार बाजार mandi मंडी")


def news_from_us(reader) -> None:
    """Take "offer" off a cue of ours standing before a word of news (module docstring)."""
    if _NEWS.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if "offer" not in c.kinds or reader._word(c.pos) not in _OURS:
            continue
        k = c.end
        while k < reader.n and (reader.tokens[k].kind == "sym" or reader._word(k) in _MARKET):
            k += 1
        if reader._word(k) in _NEWS:
            c.kinds = c.kinds - {"offer"}
