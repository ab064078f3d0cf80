"""A cancel the writer says not to make is no cancel the reading missed: "Don't cancel O3. Send 10 kg onions." reads
as the order of onions (``lang.kept_whole`` keeps O3 as it is), as "O3 कैंसल मत कीजिए। 10 किलो प्याज़ भेजिए।" and
"O3 cancel mat karo. 10 kilo pyaaz bhejo." already did; the second opinion (``lang.second_opinion``), sure that a
cancel was asked, had refused the English alone (``ambiguous_intent.also``: a new user's trial, session 32).

``cancel_denied(tokens)`` is true when every cancel word of the message is said with a negation: "don't", "do not",
"not", "never", "no need to" before it, or "mat", "मत", "nahi", "नहीं", "na" within the two words after it. The second
opinion's "a cancel was also asked" then stands down; its other doubts stand.

Shape: ``cancel_denied(tokens) -> bool`` (the reader's tokens, each with ``kind`` and folded ``key``).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["cancel_denied"]

_CANCEL = fold_words("cancel cancelled cancelling cancellation radd रद्द कैंसल कैंसिल")
_NOT_BEFORE = fold_words("dont don't not never nahi नहीं mat मत")
_NOT_AFTER = fold_words("mat मत nahi nahin नहीं na ना")


def cancel_denied(tokens: list) -> bool:
    """Whether the message has a cancel word and every one is negated (module docstring). "Don't cancel O3. Send 10
    kg onions." -> True; "O3 रद्द मत कीजिए।" -> True; "Cancel O3, don't send onions." -> False."""
    words = [t.key for t in tokens if t.kind == "word"]
    found = False
    for k, w in enumerate(words):
        if w not in _CANCEL:
            continue
        found = True
        if not (_NOT_BEFORE.intersection(words[max(0, k - 2):k]) or _NOT_AFTER.intersection(words[k + 1:k + 3])):
            return False
    return found
