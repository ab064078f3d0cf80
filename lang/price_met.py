"""A price met, with the goods to send: "meet at ₹41, send 30 kg rice", "Meet in the middle at ₹41, send 30 kg rice",
"₹41 पर मिल जाइए, 30 किलो चावल भेज दीजिए", "₹41 pe mil jaiye, 30 kilo chawal bhej do" (session 56, LEFT56 item 1).
After the supplier's counter the shop names where to meet and what to send: one offer at that price with its count,
as "send 41 poha. Can you do ₹33?" is (an order and a price bid for the same goods are one offer). "meet at" and
"pe mil jaiye" are offer cues (``lang.cues``) and the rule stages read the offer; the second opinion
(``lang.second_opinion``), which learnt "send … kg" as an order, was sure the message orders and refused it
("I read a price offered here, but it reads more like an order").

``price_met(intents, tokens)`` is true when every intent read is an offer with a price and a count, all of one
goods, and the message says meeting at a price: "meet" with "at", "me", "us", "you", "in" or "halfway" after it,
or "mil"/"मिल" then "jao"/"jaiye"/"जाइए"/"जाओ" right after a price word or "pe"/"par"/"पर"/"पे". The second
opinion's doubt that an order was meant then stands down; its other doubts stand.

Shape: ``price_met(intents, tokens) -> bool`` (``lang.intents.Intent``; the reader's tokens with ``kind``,
``key``). Linear.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["price_met"]

_MEET = fold_words("meet")
_MEET_NEXT = fold_words("at me us you in halfway")
_MIL = fold_words("mil मिल")
_JAO = fold_words("jao jaiye jaaiye jaao जाइए जाइये जाओ")
_AT = fold_words("pe par पर पे")


def price_met(intents: list, tokens: list) -> bool:
    """Whether the message is one offer with its count at a price it says to meet at (module docstring)."""
    if not intents or any(i.kind != "offer" or i.unit_price_paise is None or i.quantity is None for i in intents):
        return False
    if len({i.sku for i in intents}) != 1:
        return False
    words = [(k, t.key) for k, t in enumerate(tokens) if t.kind == "word"]
    for (k, w), (_, nxt) in zip(words, words[1:]):
        if w in _MEET and nxt in _MEET_NEXT:
            return True
        if w in _MIL and nxt in _JAO and k >= 2 and tokens[k - 1].kind in ("word", "space") and any(
                t.kind == "word" and t.key in _AT for t in tokens[max(0, k - 3):k]):
            return True
    return False
