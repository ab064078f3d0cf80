"""A rate said not wanted leaves goods out of the rates asked; it turns nothing down: "कृपया तूर दाल, मूंग दाल और चना
दाल के आज के रेट भेजिए। मसूर का रेट नहीं चाहिए, उसका स्टॉक अभी काफ़ी है।", "Toor dal, moong dal aur chana dal ke aaj
ke rate bhej dijiye. Masoor ka rate nahi chahiye." (retrial36 R36-hi-04, R36-hg-04), as "No need to quote masoor"
reads in English. The rule stages read the three rates asked and leave masoor out (``lang.left_out``); the second
opinion (``lang.second_opinion``), which learnt "nahi chahiye" as a refusal, was sure goods were turned down too and
refused the Hindi and Hinglish (``ambiguous_intent.also``: "part of it reads like a refusal").

``rate_not_wanted(tokens)`` is true when a sentence of the message holds a word of the rate ("rate", "रेट", "भाव",
"bhav", "quote", "price", "daam") with a word of not wanting or not sending it after it ("नहीं चाहिए", "nahi chahiye",
"मत भेजिए", "mat bhejo", "no need", "don't send"), and no word in the message puts something on the table or takes
it ("offer", "scheme", "quotation", "lenge", "लेंगे", "take", "buy"): "Masoor ka offer nahi chahiye, nahi lenge" is
left to the second opinion. The second opinion's "a refusal too" then stands down for a reading of rates asked only;
its other doubts stand.

Shape: ``rate_not_wanted(tokens) -> bool`` (the reader's tokens, each with ``kind``, ``text`` and folded ``key``).
Linear.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rate_not_wanted"]

_RATE = fold_words("rate rates bhav bhaav भाव रेट price prices quote quotes daam दाम")
_NOT = fold_words("nahi nahin नहीं mat मत no dont don't not")
_WANTED = fold_words("chahiye chahie chaiye चाहिए चाहिये need needed bhejo bhejiye bhejie bhejna bhejen bhejein "
                     "भेजो भेजिए भेजिये भेजें भेजना send quote")
_TABLED = fold_words("offer offered offers scheme schemes quotation quotations deal ऑफ़र ऑफर स्कीम कोटेशन take "
                     "taking buy buying interested lenge lega legi lena le लेंगे लेगा लेगी लेना ले kharidenge "
                     "खरीदेंगे ख़रीदेंगे")
_ENDS = frozenset(".।?!\n")


def rate_not_wanted(tokens: list) -> bool:
    """Whether a sentence says a rate is not wanted and nothing is offered or taken (module docstring).
    "Masoor ka rate nahi chahiye." → True; "मसूर नहीं चाहिए।" (no rate word) → False."""
    words = [t.key for t in tokens if t.kind == "word"]
    if not _TABLED.isdisjoint(words):
        return False
    rate = False
    for k, t in enumerate(tokens):
        if t.kind != "word":
            if t.kind == "sym" and t.text in _ENDS:
                rate = False
            continue
        if t.key in _RATE:
            rate = True
        elif rate and t.key in _NOT and k + 1 < len(tokens) and tokens[k + 1].kind == "word" and \
                tokens[k + 1].key in _WANTED:
            return True
    return False
