"""Offers and acceptances, each at a price in rupees, with no count anywhere, are no order (part of the second opinion,
``lang.second_opinion``): "Hamara offer: double roti at ₹41.14 per packet. … kela at ₹47.36 per darjan." (eleven lines
over a quoted earlier message), "हमारा ऑफ़र: मैगी at ₹11 प्रति पैकेट। … हमारा ऑफ़र: कपड़े का साबुन at ₹9.68 प्रति
साबुन।" (sixteen lines). The rule stages read every offer; the second opinion, whose words for a long list of goods
lean to an order, was sure goods were ordered too and refused (``ambiguous_intent.also``, "part of it reads like an
order too") — a researcher's trial, session 50: 16 of the Hinglish month's 549 e-mails and, once its soap was read
(``lang.unit_names``), 16 of the Hindi month's. An order needs a count; a message whose every number is a price
("₹" or "Rs" right before it) and that has no word of sending or wanting orders nothing, so the doubt stands down.

``prices_only(intents, tokens, start)`` is true when every intent is an offer or an acceptance at a unit price,
every number token from character ``start`` on (the reply's, not its quoted lines) follows "₹", "rs" or "inr", and
no word of sending, wanting or ordering stands there ("send", "bhejo", "भेजिए", "chahiye", "order", "lenge", …).
"… at ₹41 per packet. Send 20." has a count: the doubt stands. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["prices_only"]

_MONEY = fold_words("rs inr")
_SEND_OR_WANT = fold_words("send sending dispatch deliver supply order book need want bhejo bhejiye bhejie bhejna bhej "
                           "bhejdo bhejein bhejen bhejiyega chahiye chahie chaiye lenge mangwa mangwana mangwao भेजो "
                           "भेजिए भेजिये भेजें भेजना भेज चाहिए लेंगे ऑर्डर आर्डर मंगवा मँगवा मंगाना")


def prices_only(intents: list, tokens: list, start: int = 0) -> bool:
    """Whether the reading's ``intents`` (``lang.intents.Intent``) are offers and acceptances at a price only and
    ``tokens`` (the reader's, from character ``start``) hold no count and no word of sending (module docstring)."""
    if not intents or any(i.kind not in ("offer", "accept") or i.unit_price_paise is None for i in intents):
        return False
    prev = None
    for t in tokens:
        if t.start < start:
            continue
        if t.kind == "word" and t.key in _SEND_OR_WANT:
            return False
        if t.kind == "num" and not (prev is not None and (prev.kind == "sym" and prev.text == "₹" or
                                                          prev.kind == "word" and prev.key in _MONEY)):
            return False
        if t.kind != "nl":
            prev = t
    return True
