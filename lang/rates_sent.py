"""A "send" that sends the rate asks a rate, not goods: "Sasta Bazaar ji, 2 bori cheeni aur 1 bori chawal ka rate
bhejo. Advance nahi denge." (a new user's trial, session 34: A17), "## Rate bhejiye ⏎ 1. **Sarson tel** – 3 peti …"
(holdout19 hg-030, gold: rates asked for the counts), "2 बोरी चीनी का भाव भेजिए।", "Please send your rate for 2 bags of
sugar." The rule stages read the rates asked for the counts said; the second opinion (``lang.second_opinion``), which
learnt "bhejo" and a count as an order, was sure goods were ordered too and refused (``ambiguous_intent.also``).

``sends_the_rate(tokens)`` is true when the message names a rate ("Please quote turmeric 100g and chilli powder 100g,
50 packets each.") and every word of sending in it sends a rate: a word of the
rate ("rate", "rates", "bhav", "भाव", "रेट", "price", "prices", "quote", "quotation", "daam", "दाम") within the two
words before it ("ka rate bhejo", "रेट भेज दीजिए", "Rate bhejiye") or, for English "send", within the three words after
it ("send your rate", "send us the prices") — and no word of wanting or ordering stands anywhere ("chahiye",
"चाहिए", "need", "order", "book", "deliver", "dispatch", "supply", "lenge", "लेंगे", "mangwa…"). The second
opinion's "goods were ordered too" then stands down for a reading of rates asked only; its other doubts stand.
"2 bori cheeni bhejo aur chawal ka rate bhejo" (a "bhejo" of goods) is left to it.

Shape: ``sends_the_rate(tokens) -> bool`` (the reader's tokens, each with ``kind`` and folded ``key``). Linear.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["sends_the_rate"]

_SEND = fold_words("bhejo bhejiye bhejie bhejna bhej bhejdo bhejein bhejen bhejiyega send sending भेजो भेजिए भेजिये "
                   "भेजें भेजना भेज")
_EN_SEND = fold_words("send sending")
_RATE = fold_words("rate rates bhav bhaav भाव रेट price prices pricing quote quotes quotation daam dam दाम")
_WANT = fold_words("chahiye chahie चाहिए chaiye need needed order ऑर्डर आर्डर book deliver dispatch supply lenge "
                   "लेंगे mangwa mangwana mangwao मंगवा मँगवा मंगाना want")


def sends_the_rate(tokens: list) -> bool:
    """Whether every word of sending in the message sends a rate and nothing is wanted (module docstring).
    "2 bori cheeni aur 1 bori chawal ka rate bhejo." → True; "2 bori cheeni bhejo aur chawal ka rate bhejo" → False."""
    words = [t.key for t in tokens if t.kind == "word"]
    if not _WANT.isdisjoint(words):
        return False
    for k, w in enumerate(words):
        if w not in _SEND:
            continue
        before = words[max(0, k - 2):k]
        after = words[k + 1:k + 4] if w in _EN_SEND else []
        if _RATE.isdisjoint(before) and _RATE.isdisjoint(after):
            return False
    return not _RATE.isdisjoint(words)
