"""Kinds a new user found read silently wrong through a fake model server in session 32, still on main in session 33
(fixer AL), each in a module of its own, run together from ``lang.after_acts``: one price in the last goods' phrase
with no word saying whose it is ("Send 25 kg sugar and 10 kg salt at ₹40.", refused) and an old price asked of
counted goods ("Send 10 kg rice at the old ₹38 and …", refused) (``lang.price_left_out``); a fresh quote asked of
goods just refused ("I can't accept ₹49 for sugar. Quote again please.": reject and ask_quote, ``lang.quote_again``);
a case named once with no number is one case, cut ("cancel the refined oil case from O21") or priced ("₹500 की
पेटी") (``lang.one_case``).

Shape: ``trial32_left(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.one_case import one_case
from lang.price_left_out import price_left_out
from lang.quote_again import quote_again

__all__ = ["trial32_left"]


def trial32_left(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "25 किलो चीनी और 10 किलो नमक ₹40 में भेजो।" is refused (whose is the ₹40?); "cheeni ₹49 mein nahi le sakte.
    dobara rate batao." refuses the ₹49 and asks sugar's quote."""
    one_case(reader)
    price_left_out(reader)
    quote_again(reader)
