"""An order told of in the past tense: "Monday ko jo 6 tray ande order kiye the — kab aayenge?", "सोमवार को जो 6 ट्रे
अंडे ऑर्डर किए थे", "jo atta order kiya tha" (holdout107 hi/hl-g8038). The word "order" had been read as ordering the
goods again, and the question beside it made the reader refuse ("asked as a question"); the English "the 6 trays we
ordered on Monday" was read right. ``ordered_before`` tells the cue stage such an "order" names goods ordered
already (an ``order_ref``), as "Last order was …" does; so does "my order" told of with "in" and a "was" after it
("4 Nov ke mere order mein ande ₹177 per tray pe tay hue the", "मेरे ऑर्डर में अंडे ₹5.90 पर तय हुए थे": session 53).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ordered_before"]

#: "did" after "order": kiya, kiye, ki, kari (order kiye the).
_DID = fold_words("kiya kiye ki kari kara kiyaa किया किए किये की करी")
#: The past after it: tha, the, thi (था, थे, थी); "gaya", "gaye" (order ho gaya tha) are not here: a past act, not told.
_WAS = fold_words("tha the thi था थे थी")


#: Days gone by, before "ko" ("Monday ko", "सोमवार को") or alone ("kal", "parso", "pichhle hafte").
_DAYS = fold_words("monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar shukravar "
                   "shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार tareekh tarikh तारीख़ तारीख")
_GONE = fold_words("kal कल parso parson परसों hafte हफ़्ते हफ्ते")
_KO = fold_words("ko को")


def ordered_before(tokens: list, i: int) -> bool:
    """True when the word "order" at token ``i`` is followed by "did" and "was" ("order kiye the", "ऑर्डर किया था"), or
    by "did" after a day gone by ("Monday ko order kiya", "कल ऑर्डर किया"): goods ordered before, not ordered now.
    ``tokens``: the message's tokens (``lang.language.Token``)."""
    nxt = [t.key for t in tokens[i + 1:i + 3] if t.kind == "word"]
    if len(nxt) == 2 and nxt[0] in _DID and nxt[1] in _WAS:
        return True
    if i >= 1 and tokens[i - 1].kind == "word" and tokens[i - 1].key in _LAST and _was_after(tokens, i):
        return True  # "हमारा पिछला ऑर्डर 30 किलो चावल था", "pichla order 30 kilo chawal tha" (s43, RA)
    if i >= 1 and tokens[i - 1].kind == "word" and tokens[i - 1].key in _MY and nxt and nxt[0] in _IN and _was_after(
            tokens, i, 12):
        return True  # "4 Nov ke mere order mein ande ₹5.90 pe tay hue the" (s53: holdout182 hl-p3009 had reordered)
    if not nxt or nxt[0] not in _DID or i < 1 or tokens[i - 1].kind != "word":
        return False
    before = tokens[i - 1].key
    return before in _GONE or before in _KO and i >= 2 and tokens[i - 2].kind == "word" and tokens[i - 2].key in _DAYS


#: "Last" before "order" ("pichla order", "पिछला ऑर्डर"): with a "was" later in its sentence, the order told of.
_LAST = fold_words("pichla pichhla pichle pichhle पिछला पिछले")


#: "My" before "order" and "in" after it ("mere order mein", "हमारे ऑर्डर में"): with a "was" later in its sentence,
#: the goods of an order told of ("… mein ande ₹5.90 pe tay hue the": the eggs were agreed at ₹5.90 in my order).
_MY = fold_words("mere mera meri hamare hamara hamari humare humara मेरे मेरा मेरी हमारे हमारा हमारी")
_IN = fold_words("mein me mai में")


def _was_after(tokens: list, i: int, most: int = 8) -> bool:
    """A "was" (tha, था …) within the ``most`` words after token ``i``, before the sentence ends."""
    words, k = 0, i + 1
    while k < len(tokens):  # (no slice of the rest: a word "order" after each "pichla" would copy it each time)
        t = tokens[k]
        k += 1
        if t.kind == "nl" or t.kind == "sym" and t.text in (".", "?", "!", "।"):
            return False
        if t.kind == "word":
            if t.key in _WAS:
                return True
            words += 1
            if words >= most:
                return False
    return False
