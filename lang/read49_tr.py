"""Kinds fixed by session 49's helper TR from a new user's trial (trial49 findings 1b and 3), each in a module of its
own, run here from ``lang.read46`` after the clause acts:

- goods asked beside an explicit "not an order yet" ("Can you send 50 kg sugar tomorrow? Just checking availability,
  will confirm.", "बस उपलब्धता पूछ रहे हैं, पक्का बाद में करेंगे"): nothing is ordered (``lang.not_yet_ordered``).

(Finding 1, a count said "not" as last time's, is ``lang.past_count_denied``, run from ``lang.second_thoughts``.)

Shape: ``read49_tr(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.not_yet_ordered import not_yet_ordered

__all__ = ["read49_tr"]


def read49_tr(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order."""
    not_yet_ordered(reader)
