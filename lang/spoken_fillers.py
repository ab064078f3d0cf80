"""The spoken "for one thing" before goods — "suno, ek to paneer do kilo chahiye kal ke liye, dahi chalis packet …",
"सुनो एक तो पनीर दो किलो चाहिए …", "listen, one thing paneer two kilo needed for tomorrow …" — left out before reading
(part of stage 1, ``lang.before_reading``).

"ek to" (एक तो, "one thing") opens a list said aloud; its "ek"/"one" had been read as a count of no goods beside the
paneer's own "do kilo", and the message refused "what should we do with the paneer?" in the three languages
(holdout164 n2015). A shopkeeper hears no count in it. The words are dropped only where nothing else can be meant:
right before an item's name (``lang.items``) that its own count follows within a few words ("ek to paneer do kilo",
"one thing paneer two kilo"); "ek to do din" or "ek to rate bata do" keep theirs.

Linear: one compiled pattern, and a look-up only where it matches.

Shape: ``fillers_dropped(text) -> str`` (the text unchanged when nothing applies; never raises).
"""
from __future__ import annotations

import re

__all__ = ["fillers_dropped"]

_FILLER = re.compile(r"(?<![\w\u0900-\u097f])(?:ek to|ek toh|एक तो|one thing,?)\s+(?=[a-z\u0900-\u097f])",
                     re.IGNORECASE)
#: A count after the goods' name: a digit or a number word within the next few words ("paneer do kilo").
_WORDS_AFTER = 4


def _goods_counted(rest: str) -> bool:
    """``rest`` starts with one item's name, and a count follows it within a few words."""
    from lang.items import matcher_for
    from lang.language import normalize
    from lang.number_words import NUMBER_WORDS
    from lang.language import fold
    norm = normalize(rest)
    found = matcher_for().find(rest)
    if not found or found[0].start != 0 or found[0].sku is None:
        return False
    after = norm[found[0].end:].split()[:_WORDS_AFTER]
    return any(w[0].isdigit() or "\u0966" <= w[0] <= "\u096f" or fold(w) in NUMBER_WORDS or w in NUMBER_WORDS
               for w in after if w)


def fillers_dropped(text: str) -> str:
    """``text`` without a spoken "ek to" / "one thing" right before counted goods (module docstring)."""
    if not isinstance(text, str) or not _FILLER.search(text):
        return text
    out, last = [], 0
    for m in _FILLER.finditer(text):
        if _goods_counted(text[m.end():m.end() + 80]):
            out.append(text[last:m.start()])
            last = m.end()
    return "".join(out) + text[last:] if out else text
