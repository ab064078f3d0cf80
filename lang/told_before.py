"""A line labelled with what was ordered before is a record, not an order (part of stage 3, ``lang.acts``; fixer FB of
the forty-second session, on holdout129 a7036, where the line was asked back, "what is 10 for?", in all three
languages):

- "- **Ordered:** Surf Excel 1 kg × 10 ⏎ - **Received:** another detergent brand × 10", "- **मँगाया:** सर्फ़ एक्सेल
  1 किलो × 10 ⏎ - **आया:** …", "- **Mangaya:** Surf Excel 1 kilo × 10 ⏎ - **Aaya:** …" — a clause whose first word is
  the past "ordered" / "मँगाया" / "mangaya" (and their forms) followed straight by a colon (bold marks between
  allowed): the goods ordered before, told beside what came (its "Received:" line is a report already), as a bill
  disputed or a delivery asked states them.

Not "Order: 10 kg rice" (the noun: a new order), "Ordered 10 kg rice, please confirm" (no colon), nor "Please send:
…". The clause is background (``lang.acts.Act.background``): its goods are context, as a report's are.

``ordered_label(tokens, words)``: ``words`` the clause's word-token indices in order. Constant time.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ordered_label"]

#: The past of ordering, as a line's label ("Ordered:", "मँगाया:", "Mangaya:").
_ORDERED = fold_words("ordered मँगाया मंगाया मँगवाया मंगवाया mangaya mangwaya mangaaya mangwaaya")


def ordered_label(tokens: list, words: list[int]) -> bool:
    """The clause opens with a label of goods ordered before (module docstring)."""
    if not words or tokens[words[0]].key not in _ORDERED:
        return False
    k = words[0] + 1
    while k < len(tokens) and tokens[k].kind == "sym" and tokens[k].text == "*":
        k += 1
    return k < len(tokens) and tokens[k].kind == "sym" and tokens[k].text == ":"
