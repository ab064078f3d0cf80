"""English "the" is no Hinglish "the" (थे, "were"): "Please send us your rates for the following, delivered to our
Kothrud shop:" (probes50 hh en-h3002) had been read as a report of goods delivered (``lang.acts.reports``: a past
form, "delivered", beside a marker of time past, "the"), so its rate request left and the list under it was ordered,
silently. A "the" right after an English word that takes an article ("for the", "of the", "send the") is the
article; the Hinglish past "the" follows a verb ("aaye the", "bheje the", "diye the").

Shape: ``past_marked(keys, markers)`` → whether the clause's words (``keys``, folded) mark time past, given the
markers of time past among them (``markers``).
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["past_marked"]

_THE = fold("the")
#: English words after which "the" is the article.
BEFORE_ARTICLE = fold_words("for of in on at to from with by send all is are was and or about under below above as "
                            "per into that what which before after quote rate rates price prices please confirm "
                            "share kindly mention list")


def past_marked(keys: list[str], markers: set[str]) -> bool:
    """True when ``markers`` (the clause's markers of time past) hold one besides "the", or a "the" of ``keys``
    follows a word that is not an English word taking the article (``BEFORE_ARTICLE``)."""
    if not markers:
        return False
    if markers != {_THE}:
        return True
    return any(w == _THE and (k == 0 or keys[k - 1] not in BEFORE_ARTICLE) for k, w in enumerate(keys))
