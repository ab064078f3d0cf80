"""The rate asked, then a price of our own asked as a question, for the same goods: "What is your rate for onion? Can
you do ₹28 a kg?", "प्याज़ का क्या भाव है? ₹28 किलो में दोगे?", "Pyaaz ka kya rate hai? ₹28 kilo mein doge?", "Bhai 20
kilo chawal ka rate batao, ₹36 mein doge?" (a new user's trial, session 47, finding 2). The rule stages read one offer
at the price in all three languages (the corpus README: a question about the price itself is an offer); the second
opinion (``lang.second_opinion``), which learnt "kya bhav hai" as a rate asked, was sure a quote was asked too and
refused the Hindi and Hinglish only (``ambiguous_intent.also``), so the language ablation bargained onion in English
and booked it at list in Hindi. A shopkeeper answers both with one word: his price against ours.

``rate_then_offered(intents, tokens, mentions)`` is true when every intent read is an offer with a price, the goods
named are the offers' goods and no others, a word of the rate ("rate", "bhav", "भाव", "रेट", "price", "daam") stands
before the message's last number (the price), its sentence ends with "?" (the price is asked, not told), and the
message holds no table (a table's "?" cells ask rates: holdout146 r77015). The second
opinion's "a rate asked too" then stands down; its other doubts stand. "What is your rate for onion? And potato,
₹22?" (other goods in the rate question) is left to it.

Shape: ``rate_then_offered(intents, tokens, mentions) -> bool`` (``lang.intents.Intent``; the reader's tokens, with
``kind``, ``key``, ``text``; item mentions with ``sku``). Linear.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rate_then_offered"]

_RATE = fold_words("rate rates bhav bhaav भाव रेट price prices daam दाम")


def rate_then_offered(intents: list, tokens: list, mentions: list) -> bool:
    """Whether the message asks the rate, then offers a price as a question, of the same goods (module docstring)."""
    if not intents or any(i.kind != "offer" or i.unit_price_paise is None and i.total_paise is None for i in intents):
        return False
    if {m.sku for m in mentions} != {i.sku for i in intents}:
        return False
    nums = [k for k, t in enumerate(tokens) if t.kind == "num"]
    if not nums:
        return False
    if any(t.kind == "sym" and t.text == "|" for t in tokens):
        return False  # (a table's "?" cells ask the rates: "| Sugar (kg) | ₹41 | ? |", holdout146 r77015)
    rate = any(t.kind == "word" and t.key in _RATE for t in tokens[:nums[-1]])
    for t in tokens[nums[-1]:]:  # the price's own sentence ends with "?"
        if t.kind == "nl" or t.kind == "sym" and t.text in ".।!":
            return False
        if t.kind == "sym" and t.text == "?":
            return rate
    return False
