"""An order told of in the past tense: "Monday ko jo 6 tray ande order kiye the — kab aayenge?", "सोमवार को जो 6 ट्रे
अंडे ऑर्डर किए थे", "jo atta order kiya tha" (holdout107 hi/hl-g8038). The word "order" had been read as ordering the
goods again, and the question beside it made the reader refuse ("asked as a question"); the English "the 6 trays we
ordered on Monday" was read right. ``ordered_before`` tells the cue stage such an "order" names goods ordered
already (an ``order_ref``), as "Last order was …" does.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ordered_before"]

#: "did" after "order": kiya, kiye, ki, kari (order kiye the).
_DID = fold_words("kiya kiye ki kari kara kiyaa किया किए किये की करी")
#: The past after it: tha, the, thi (था, थे, थी); "gaya", "gaye" (order ho gaya tha) are not here: a past act, not told.
_WAS = fold_words("tha the thi था थे थी")


def ordered_before(tokens: list, i: int) -> bool:
    """True when the word "order" at token ``i`` is followed by "did" and "was" ("order kiye the", "ऑर्डर किया था"):
    goods ordered before, not ordered now. ``tokens``: the message's tokens (``lang.language.Token``)."""
    nxt = [t.key for t in tokens[i + 1:i + 3] if t.kind == "word"]
    return len(nxt) == 2 and nxt[0] in _DID and nxt[1] in _WAS
